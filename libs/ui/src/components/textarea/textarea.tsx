import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Field, useField, type FieldBaseProps } from '../field/field';
import './textarea.css';

export type TextareaProps = ComponentProps<'textarea'> & FieldBaseProps;

/** A labelled multi-line text input with hint, error messages and, with `maxLength`, a live count. */
export function Textarea({
  label,
  description,
  errors,
  error,
  required,
  hideLabel,
  className,
  id,
  name,
  disabled,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps) {
  const field = useField({ id, name, description, errors, error, describedBy });
  return (
    <Field field={field} label={label} description={description} required={required} hideLabel={hideLabel} disabled={disabled} className={className}>
      <textarea
        name={name}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={onChange}
        className={cn('au-input', 'au-textarea')}
        rows={4}
        {...field.controlProps}
        {...props}
      />
      {maxLength !== undefined && (
        <p className="au-textarea__count">Up to {maxLength} characters</p>
      )}
    </Field>
  );
}
