import type { KeyboardEvent } from 'react';

/** A key handler for a field with its own action inside a bigger form: Enter runs `action` and never submits the form. */
export function enterInstead(action: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
}
