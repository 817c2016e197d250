import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState, type ControllableValueProps } from '../../lib/use-controllable-state';
import { Button } from '../button/button';
import { Icon } from '../icon/icon';
import './numeric-keypad.css';

/** The keypad's value is the digits entered. */
export interface NumericKeypadProps extends ControllableValueProps, Omit<ComponentProps<'div'>, 'onChange' | 'onSubmit' | 'defaultValue'> {
  /** Most digits accepted (a phone number: 10). */
  maxLength?: number;
  /** Shows a confirm key that calls this with the digits. */
  onSubmit?: (value: string) => void;
  /** Label of the confirm key (default "Done"). */
  submitLabel?: string;
  /** Names the keypad for screen readers. */
  label?: string;
  disabled?: boolean;
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The kiosk's on-screen number pad: large touch keys (≥ 48 px), delete, and an optional confirm key. */
export function NumericKeypad({
  value,
  defaultValue = '',
  onValueChange,
  maxLength = 10,
  onSubmit,
  submitLabel = 'Done',
  label = 'Number pad',
  disabled = false,
  className,
  ...props
}: NumericKeypadProps) {
  const [digits, setDigits] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const press = (digit: string) => {
    if (digits.length < maxLength) setDigits(digits + digit);
  };
  return (
    <div role="group" aria-label={label} className={cn('au-keypad', className)} {...props}>
      {DIGITS.map((digit) => (
        <Button key={digit} variant="secondary" size="xl" disabled={disabled || digits.length >= maxLength} onClick={() => press(digit)}>
          {digit}
        </Button>
      ))}
      <Button variant="ghost" size="xl" aria-label="Delete" disabled={disabled || digits === ''} onClick={() => setDigits(digits.slice(0, -1))}>
        <Icon name="chevron-left" size={28} />
      </Button>
      <Button variant="secondary" size="xl" disabled={disabled || digits.length >= maxLength} onClick={() => press('0')}>
        0
      </Button>
      {onSubmit ? (
        <Button size="xl" disabled={disabled || digits === ''} onClick={() => onSubmit(digits)}>
          {submitLabel}
        </Button>
      ) : (
        <Button variant="ghost" size="xl" disabled={disabled || digits === ''} onClick={() => setDigits('')}>
          Clear
        </Button>
      )}
    </div>
  );
}
