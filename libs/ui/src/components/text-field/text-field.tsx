import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'size'>, FieldBaseProps {
  /** Touch size for the kiosk (at least 48 px high). */
  size?: 'md' | 'xl';
  /** Something inside the field after the input (a button, a unit). */
  endAdornment?: ReactNode;
  /** Class of the input itself; `className` goes on the field wrapper. */
  inputClassName?: string;
}

/** A labelled text input with hint and error messages (the server's `errors[name]` shown beside it). */
export function TextField({ size = 'md', endAdornment, inputClassName, ...props }: TextFieldProps) {
  const { frame, controlProps, control } = useFieldProps(props);
  const input = <input className={cn('au-input', size === 'xl' && 'au-input--xl', inputClassName)} {...controlProps} {...control} />;
  return (
    <Field {...frame}>
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
