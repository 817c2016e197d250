import { useState } from 'react';

import { useControllableState, type ControllableValueProps } from '../../lib/use-controllable-state';
import { fieldErrorMessages } from '../field/field';
import { IconButton } from '../icon-button/icon-button';
import { TextField, type TextFieldProps } from '../text-field/text-field';
import { passwordStrength, type PasswordStrength } from './password-strength';
import './password-field.css';

const STRENGTH_TEXT: Record<Exclude<PasswordStrength, 'empty'>, string> = {
  weak: 'Weak: use at least 8 characters with letters and numbers',
  fair: 'Fair: 12 or more characters with symbols is stronger',
  strong: 'Strong password',
};

export interface PasswordFieldProps extends ControllableValueProps, Omit<TextFieldProps, 'type' | 'endAdornment' | 'value' | 'defaultValue'> {
  /** Shows a strength hint under the field (for new passwords). */
  showStrength?: boolean;
}

/**
 * A password input with a show/hide button and, for new passwords, a strength hint. The hint gives way to
 * the field's error, which says the same thing: a person reads one message under the field.
 */
export function PasswordField({
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  showStrength = false,
  autoComplete,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const [password, setPassword] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const strength = passwordStrength(password);
  const hasError = fieldErrorMessages(props.errors, props.name, props.error).length > 0;
  return (
    <div className="au-password-field">
      <TextField
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete ?? (showStrength ? 'new-password' : 'current-password')}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          onChange?.(event);
        }}
        endAdornment={
          <IconButton
            icon={visible ? 'eye-off' : 'eye'}
            label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            size="sm"
            disabled={props.disabled}
            onClick={() => setVisible(!visible)}
          />
        }
        {...props}
      />
      {showStrength && !hasError && (
        <p className="au-password-field__strength" data-strength={strength} aria-live="polite">
          {strength !== 'empty' && (
            <>
              <span className="au-password-field__meter" aria-hidden />
              {STRENGTH_TEXT[strength]}
            </>
          )}
        </p>
      )}
    </div>
  );
}
