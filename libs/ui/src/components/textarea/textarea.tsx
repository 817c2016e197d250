import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import './textarea.css';

export type TextareaProps = ComponentProps<'textarea'> & FieldBaseProps;

/** A labelled multi-line text input with hint, error messages and, with `maxLength`, a live count. */
export function Textarea({ maxLength, ...props }: TextareaProps) {
  const { frame, controlProps, control } = useFieldProps(props);
  return (
    <Field {...frame}>
      <textarea maxLength={maxLength} className={cn('au-input', 'au-textarea')} rows={4} {...controlProps} {...control} />
      {maxLength !== undefined && (
        <p className="au-textarea__count">Up to {maxLength} characters</p>
      )}
    </Field>
  );
}
