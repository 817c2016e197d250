import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState, type ControllableValueProps } from '../../lib/use-controllable-state';
import { Field, useFieldProps, type FieldBaseProps } from '../field/field';
import './otp-input.css';

/** Its value is the code, digits only. */
export interface OtpInputProps extends ControllableValueProps, FieldBaseProps {
  /** Number of digits (default 6). */
  length?: number;
  /** Form name of the whole code (one hidden input). */
  name?: string;
  /** Called once every digit is filled. */
  onComplete?: (value: string) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
  /** Kiosk touch size. */
  size?: 'md' | 'xl';
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time code as separate digit boxes: numeric keypad on phones, typing moves to the next box,
 * Backspace to the previous, and pasting (or the SMS autofill) spreads the code over the boxes.
 */
export function OtpInput({ length = 6, value, defaultValue = '', onValueChange, onComplete, size = 'md', ...props }: OtpInputProps) {
  const { field, frame } = useFieldProps(props);
  const { name, disabled, required } = props;
  const [code, setCode] = useControllableState({ value, defaultValue: onlyDigits(defaultValue), onChange: onValueChange });
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const commit = (next: string) => {
    const clipped = onlyDigits(next).slice(0, length);
    setCode(clipped);
    if (clipped.length === length) onComplete?.(clipped);
    return clipped;
  };

  const writeAt = (index: number, digits: string) => {
    const chars = code.padEnd(length, ' ').split('');
    digits.split('').forEach((digit, offset) => {
      if (index + offset < length) chars[index + offset] = digit;
    });
    const next = chars.join('').replace(/\s+$/, '');
    // A gap left by an earlier box is not a digit: keep the code contiguous.
    const contiguous = next.split(' ')[0] ?? '';
    commit(contiguous);
    focusBox(Math.min(index + digits.length, length - 1));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = code.length > index ? index : index - 1;
      if (target < 0) return;
      commit(code.slice(0, target) + code.slice(target + 1));
      focusBox(target);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) writeAt(digits.length >= length ? 0 : index, digits);
  };

  return (
    <Field {...frame} group>
      <div className={cn('au-otp', size === 'xl' && 'au-otp--xl')}>
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            {...(index === 0 ? field.controlProps : { 'aria-invalid': field.controlProps['aria-invalid'] })}
            className="au-input au-otp__digit"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={`Digit ${index + 1} of ${length}`}
            value={code[index] ?? ''}
            disabled={disabled}
            required={required}
            onFocus={(event) => event.target.select()}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onChange={(event) => {
              const digits = onlyDigits(event.target.value);
              if (digits.length === 0) return;
              // A whole code at once is an autofill; otherwise keep the digit typed last.
              if (digits.length >= length) writeAt(0, digits);
              else writeAt(Math.min(index, code.length), digits.slice(-1));
            }}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={code} />}
    </Field>
  );
}
