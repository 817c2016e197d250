import type { ChangeEvent, ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { useIndeterminate } from '../../lib/use-indeterminate';
import { fieldErrorMessages, useField, type FieldBaseProps } from '../field/field';
import { Icon } from '../icon/icon';
import './checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentProps<'input'>, 'type' | 'checked' | 'size' | 'children'>,
    Omit<FieldBaseProps, 'hideLabel'> {
  /** Controlled state; `'indeterminate'` shows a dash ("some of these"). */
  checked?: boolean | 'indeterminate';
  /** Called with the new state when the shopper ticks or unticks the box. */
  onCheckedChange?: (checked: boolean) => void;
  /** Kiosk touch size. */
  size?: 'md' | 'xl';
}

/**
 * A labelled checkbox (`checked` / `defaultChecked` / `onCheckedChange`), with hint and errors. A native
 * `<input type="checkbox">` drawn by CSS: it works before the page's JavaScript has loaded, sends its value
 * with a form, and costs nothing to hydrate.
 */
export function Checkbox({
  label,
  description,
  errors,
  error,
  id,
  name,
  className,
  size = 'md',
  checked,
  onCheckedChange,
  onChange,
  ...props
}: CheckboxProps) {
  const field = useField({ id, name, description, errors, error });
  const messages = fieldErrorMessages(errors, name, error);
  const input = useIndeterminate(checked);
  const indeterminate = checked === 'indeterminate';
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    const box = event.currentTarget;
    onChange?.(event);
    onCheckedChange?.(box.checked);
    // A click clears the browser's flag; while the parent still says 'indeterminate', the dash stays.
    if (indeterminate) box.indeterminate = true;
  };
  return (
    <div className={cn('au-checkbox', size === 'xl' && 'au-checkbox--xl', className)}>
      <span className="au-checkbox__control">
        <input
          ref={input}
          type="checkbox"
          className="au-checkbox__box"
          name={name}
          {...field.controlProps}
          {...props}
          {...(checked === undefined ? {} : { checked: checked === true })}
          onChange={changed}
        />
        <span className="au-checkbox__indicator" aria-hidden="true" />
      </span>
      <div className="au-checkbox__text">
        <label htmlFor={field.controlId} className="au-checkbox__label">
          {label}
        </label>
        {description && (
          <p id={field.descriptionId} className="au-field__description">
            {description}
          </p>
        )}
        {messages.length > 0 && (
          <div id={field.errorId} className="au-field__errors">
            {messages.map((message) => (
              <p key={message} className="au-field__error">
                <Icon name="alert" size={14} />
                {message}
              </p>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
