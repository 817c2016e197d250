import { TextField } from '@aurelia/ui';
import { useRef, useState, type ReactNode } from 'react';
import { readRupees } from './rupees';

/**
 * A rupee amount typed at the counter: the text as typed, its reading, and whether its problem shows yet (once
 * the field is left or the form sent, not while staff are still typing).
 */
export function useRupeeAmount() {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const typed = readRupees(text);
  return {
    text,
    setText,
    typed,
    checked,
    setChecked,
    input,
    /** Whether the form may go: if not, the field shows its problem and takes focus to be corrected. */
    readable() {
      if (!typed.problem) return true;
      setChecked(true);
      input.current?.focus();
      return false;
    },
    /** Empties the field after a sale or redemption went through. */
    clear() {
      setChecked(false);
      setText('');
    },
  };
}

/** The "Amount in rupees" field of a counter form, kiosk size, showing what {@link useRupeeAmount} read. */
export function RupeeField({
  amount,
  description,
  errors,
}: {
  amount: ReturnType<typeof useRupeeAmount>;
  description: ReactNode;
  errors: Record<string, string[]> | undefined;
}) {
  // Taken apart first: only `input` is a ref, the rest is state to read while rendering.
  const { input, text, setText, setChecked, checked, typed } = amount;
  return (
    <TextField
      size="xl"
      label="Amount in rupees"
      description={description}
      name="amount"
      ref={input}
      inputMode="numeric"
      autoComplete="off"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => setChecked(true)}
      required
      error={checked ? (typed.problem ?? undefined) : undefined}
      errors={errors}
    />
  );
}
