import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

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

export interface RadioGroupProps extends Omit<ComponentProps<typeof RadixRadioGroup.Root>, 'children'>, FieldBaseProps {
  /** The choices. */
  options: readonly RadioOption[];
  /** Show each choice as a bordered card (payment methods, delivery options). */
  variant?: 'plain' | 'card';
}

/** A labelled group of exclusive choices on Radix RadioGroup, arrow keys moving between them. */
export function RadioGroup({ options, variant = 'plain', ...props }: RadioGroupProps) {
  const { field, frame, controlProps, control } = useFieldProps(props);
  const base = useId();
  return (
    <Field {...frame} group>
      <RadixRadioGroup.Root
        aria-labelledby={field.labelId}
        {...controlProps}
        className={cn('au-radio-group', `au-radio-group--${variant}`)}
        {...control}
      >
        {options.map((option) => {
          const optionId = `${base}-${option.value}`;
          return (
            <div key={option.value} className="au-radio">
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className="au-radio__control"
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              >
                <RadixRadioGroup.Indicator className="au-radio__dot" />
              </RadixRadioGroup.Item>
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
      </RadixRadioGroup.Root>
    </Field>
  );
}
