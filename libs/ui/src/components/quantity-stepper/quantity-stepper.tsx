import { useState } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import { IconButton } from '../icon-button/icon-button';
import './quantity-stepper.css';

export interface QuantityStepperProps extends Partial<Pick<FieldBaseProps, 'label'>>, Omit<FieldBaseProps, 'label'> {
  /** Controlled quantity. */
  value?: number;
  /** Initial quantity when uncontrolled (default `min`). */
  defaultValue?: number;
  /** Called with the new quantity. */
  onValueChange?: (value: number) => void;
  /** Smallest quantity (default 1). */
  min?: number;
  /** Largest quantity, such as the stock left (default 10). */
  max?: number;
  name?: string;
  id?: string;
  disabled?: boolean;
  className?: string;
  /** Kiosk touch size. */
  size?: 'md' | 'xl';
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A quantity with − and + buttons; typing is allowed and clamped to min…max when the field is left. */
export function QuantityStepper({ label = 'Quantity', value, defaultValue, onValueChange, min = 1, max = 10, size = 'md', ...props }: QuantityStepperProps) {
  const { field, frame } = useFieldProps({ label, ...props });
  const { name, disabled } = props;
  const [quantity, setQuantity] = useControllableState({ value, defaultValue: defaultValue ?? min, onChange: onValueChange });
  // What the shopper is typing, until it is a quantity in range or the field is left.
  const [draft, setDraft] = useState<string | null>(null);
  const set = (next: number) => {
    const clamped = clamp(Number.isFinite(next) ? Math.round(next) : min, min, max);
    if (clamped !== quantity) setQuantity(clamped);
  };
  const buttonSize = size === 'xl' ? 'xl' : 'md';
  return (
    <Field {...frame}>
      <div className={cn('au-stepper', size === 'xl' && 'au-stepper--xl')}>
        <IconButton
          icon="minus"
          label="Decrease quantity"
          variant="secondary"
          size={buttonSize}
          disabled={disabled || quantity <= min}
          onClick={() => set(quantity - 1)}
        />
        <input
          {...field.controlProps}
          className={cn('au-input', 'au-stepper__input', size === 'xl' && 'au-input--xl')}
          type="number"
          inputMode="numeric"
          name={name}
          min={min}
          max={max}
          step={1}
          value={draft ?? quantity}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            const next = event.target.valueAsNumber;
            if (Number.isInteger(next) && next >= min && next <= max && next !== quantity) setQuantity(next);
          }}
          onBlur={(event) => {
            setDraft(null);
            set(event.target.valueAsNumber);
          }}
        />
        <IconButton
          icon="plus"
          label="Increase quantity"
          variant="secondary"
          size={buttonSize}
          disabled={disabled || quantity >= max}
          onClick={() => set(quantity + 1)}
        />
      </div>
    </Field>
  );
}
