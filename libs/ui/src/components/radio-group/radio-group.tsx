import { useId, type ChangeEvent, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import './radio-group.css';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'onChange'>, FieldBaseProps {
  /** The choices. */
  options: readonly RadioOption[];
  /** The form field's name, sent with the chosen value. */
  name?: string;
  /** Every choice disabled. */
  disabled?: boolean;
  /** The chosen value, controlled. */
  value?: string;
  /** The value chosen at first, uncontrolled. */
  defaultValue?: string;
  /** Called with the value the shopper chose. */
  onValueChange?: (value: string) => void;
  /** How the choices are laid out, told to assistive technology (arrow keys move either way, as in any radio group). */
  orientation?: 'horizontal' | 'vertical';
  /** Show each choice as a bordered card (payment methods, delivery options). */
  variant?: 'plain' | 'card';
}

/**
 * A labelled group of exclusive choices on the browser's own radio buttons, drawn by CSS: the arrow keys move
 * between them and Tab stops once, a choice made before the page's JavaScript has loaded stays made, the value is
 * in the form's data, and no script is fetched for it (Radix's radio group brought six files). Enter does
 * not send the form from a radio, as it would not from Radix's.
 */
export function RadioGroup({ options, variant = 'plain', value, defaultValue, onValueChange, orientation, ...props }: RadioGroupProps) {
  const { field, frame, controlProps, control } = useFieldProps(props);
  const { name: givenName, disabled, required, ...groupProps } = controlProps;
  const base = useId();
  // Radios group by name; a group given none still needs one of its own.
  const name = givenName ?? `${base}-choice`;
  const changed = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.currentTarget.checked) onValueChange?.(event.currentTarget.value);
  };
  // The browser sends a radio's form on Enter: at checkout that would place the order while choosing how to pay.
  const keptFromEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  return (
    <Field {...frame} group>
      <div
        role="radiogroup"
        aria-labelledby={field.labelId}
        aria-orientation={orientation}
        aria-required={required || undefined}
        {...groupProps}
        {...control}
        className={cn('au-radio-group', `au-radio-group--${variant}`)}
      >
        {options.map((option) => {
          const optionId = `${base}-${option.value}`;
          const state = value === undefined ? { defaultChecked: option.value === defaultValue } : { checked: option.value === value };
          return (
            <div key={option.value} className="au-radio">
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                {...state}
                onChange={changed}
                onKeyDown={keptFromEnter}
                disabled={disabled || option.disabled}
                required={required}
                className="au-radio__control"
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <div className="au-radio__text">
                <label htmlFor={optionId} className="au-radio__label">
                  {option.label}
                </label>
                {option.description && (
                  <p id={`${optionId}-description`} className="au-field__description">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </Field>
  );
}
