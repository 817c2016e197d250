import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Field, useField, type FieldBaseProps } from '../field/field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'>, FieldBaseProps {
  /** Touch size for the kiosk (at least 48 px high). */
  size?: 'md' | 'xl';
  /** Something inside the field after the input (a button, a unit). */
  endAdornment?: ReactNode;
  /** Class of the input itself; `className` goes on the field wrapper. */
  inputClassName?: string;
}

/** A labelled text input with hint and error messages (the server's `errors[name]` shown beside it). */
export function TextField({
  label,
  description,
  errors,
  error,
  required,
  hideLabel,
  size = 'md',
  endAdornment,
  className,
  inputClassName,
  id,
  name,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const field = useField({ id, name, description, errors, error, describedBy });
  const input = (
    <input
      name={name}
      required={required}
      disabled={disabled}
      className={cn('au-input', size === 'xl' && 'au-input--xl', inputClassName)}
      {...field.controlProps}
      {...props}
    />
  );
  return (
    <Field field={field} label={label} description={description} required={required} hideLabel={hideLabel} disabled={disabled} className={className}>
      {endAdornment ? (
        <div className="au-input-group">
          {input}
          <div className="au-input-group__end">{endAdornment}</div>
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
