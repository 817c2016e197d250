import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { fieldErrorMessages, useField, type FieldBaseProps } from '../field/field';
import { Icon } from '../icon/icon';
import './checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<typeof RadixCheckbox.Root>, 'children'>, Omit<FieldBaseProps, 'hideLabel'> {
  /** Kiosk touch size. */
  size?: 'md' | 'xl';
}

/** A labelled checkbox on Radix Checkbox (`checked` / `defaultChecked` / `onCheckedChange`), with hint and errors. */
export function Checkbox({ label, description, errors, error, id, name, className, size = 'md', ...props }: CheckboxProps) {
  const field = useField({ id, name, description, errors, error });
  const messages = fieldErrorMessages(errors, name, error);
  return (
    <div className={cn('au-checkbox', size === 'xl' && 'au-checkbox--xl', className)}>
      <RadixCheckbox.Root className="au-checkbox__box" name={name} {...field.controlProps} {...props}>
        <RadixCheckbox.Indicator className="au-checkbox__indicator">
          {props.checked === 'indeterminate' ? <Icon name="minus" size={14} /> : <Icon name="check" size={14} />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
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
