import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';
import './field.css';

/** The server's field errors: messages keyed by field name (docs/behaviour.md §5, the `errors` object). */
export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

/** The props every form field shares: its label, hint and errors. */
export interface FieldBaseProps {
  /** The visible label; also the accessible name of the control. */
  label: ReactNode;
  /** A hint under the label, read by screen readers with the control. */
  description?: ReactNode;
  /** The server's errors object; the messages under this field's `name` are shown beside it. */
  errors?: FieldErrors | undefined;
  /** An error of the field's own (client-side), shown with the server's. */
  error?: string | readonly string[] | undefined;
  /** Marks the field as required (visible asterisk, `required` on the control). */
  required?: boolean;
  /** Hide the label visually but keep it for screen readers (search boxes). */
  hideLabel?: boolean;
}

/** The messages for field `name`: the server's first, then the field's own. */
export function fieldErrorMessages(errors: FieldErrors | undefined, name: string | undefined, error?: FieldBaseProps['error']): string[] {
  const server = name === undefined ? [] : (errors?.[name] ?? []);
  const own = error === undefined ? [] : typeof error === 'string' ? [error] : error;
  return [...server, ...own].filter((message) => message.trim() !== '');
}

/** Ids and ARIA wiring of a field, from {@link useField}. */
export interface FieldWiring {
  controlId: string;
  labelId: string;
  descriptionId: string | undefined;
  errorId: string | undefined;
  messages: string[];
  invalid: boolean;
  /** Props for the control: id, aria-describedby (description then errors), aria-invalid. */
  controlProps: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };
}

/** Builds a field's ids and ARIA wiring. */
export function useField({
  id,
  name,
  description,
  errors,
  error,
  describedBy,
}: Pick<FieldBaseProps, 'description' | 'errors' | 'error'> & { id?: string | undefined; name?: string | undefined; describedBy?: string | undefined }): FieldWiring {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const messages = fieldErrorMessages(errors, name, error);
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = messages.length > 0 ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, descriptionId, errorId].filter(Boolean).join(' ');
  return {
    controlId,
    labelId: `${controlId}-label`,
    descriptionId,
    errorId,
    messages,
    invalid: messages.length > 0,
    controlProps: {
      id: controlId,
      ...(describedByIds ? { 'aria-describedby': describedByIds } : {}),
      ...(messages.length > 0 ? { 'aria-invalid': true as const } : {}),
    },
  };
}

/** The props of a field component that {@link useFieldProps} takes for the field itself. */
export interface FieldOwnProps extends Partial<FieldBaseProps> {
  id?: string | undefined;
  name?: string | undefined;
  disabled?: boolean | undefined;
  className?: string | undefined;
  /** More descriptions of the control, read before its hint and errors. */
  'aria-describedby'?: string | undefined;
}

/**
 * Splits a field component's props and wires them, so every field reads them alike: `frame` goes to the
 * {@link Field} around the control (label, hint, errors, the caller's class), `controlProps` to the control
 * (name, disabled, required, id and ARIA wiring), and `control` holds the rest, the control's own props.
 * A caller's `aria-describedby` joins the hint and errors rather than replacing them.
 */
export function useFieldProps<P extends FieldOwnProps>(props: P) {
  const { label, description, errors, error, required, hideLabel, id, name, disabled, className, 'aria-describedby': describedBy, ...control } = props;
  const field = useField({ id, name, description, errors, error, describedBy });
  return {
    field,
    frame: { field, label, description, required, hideLabel, disabled, className },
    controlProps: { name, disabled, required, ...field.controlProps },
    control,
  };
}

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children'>, Pick<FieldBaseProps, 'label' | 'description' | 'required' | 'hideLabel'> {
  /** The wiring from {@link useField}. */
  field: FieldWiring;
  /** The control. */
  children: ReactNode;
  /** A group of controls (radios, OTP digits): rendered as fieldset + legend instead of label. */
  group?: boolean;
  /** Disabled look for the whole field. */
  disabled?: boolean | undefined;
}

/** Lays out a label, a hint, a control and its error messages; the messages are linked to the control. */
export function Field({ field, label, description, required, hideLabel, group = false, disabled, children, className, ...props }: FieldProps) {
  const labelContent = (
    <>
      {label}
      {required && (
        <span className="au-field__required" aria-hidden>
          {' '}
          *
        </span>
      )}
    </>
  );
  const labelClass = cn('au-field__label', hideLabel && 'au-sr-only');
  const body = (
    <>
      {description && (
        <p id={field.descriptionId} className="au-field__description">
          {description}
        </p>
      )}
      {children}
      {field.invalid && (
        <div id={field.errorId} className="au-field__errors">
          {field.messages.map((message) => (
            <p key={message} className="au-field__error">
              <Icon name="alert" size={14} />
              {message}
            </p>
          ))}
        </div>
      )}
    </>
  );
  if (group) {
    return (
      <fieldset
        className={cn('au-field', 'au-field--group', field.invalid && 'au-field--invalid', className)}
        aria-describedby={field.controlProps['aria-describedby']}
        disabled={disabled}
        {...(props as ComponentProps<'fieldset'>)}
      >
        <legend id={field.labelId} className={labelClass}>
          {labelContent}
        </legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={cn('au-field', field.invalid && 'au-field--invalid', disabled && 'au-field--disabled', className)} {...props}>
      <label id={field.labelId} htmlFor={field.controlId} className={labelClass}>
        {labelContent}
      </label>
      {body}
    </div>
  );
}
