import { useRef, useState, type KeyboardEvent } from 'react';

/** Keys that change a closed `<select>`'s value on the spot (Chromium, Firefox on Linux and Windows). */
const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A native select whose choice is applied once it is committed, not on each arrow key of the closed select
 * (where every step fires `change`): a choice from the open list (mouse, touch, Enter in the list) applies at
 * once; stepping with the arrows is applied on Enter or when the select loses the focus.
 */
export function useCommittedChoice(value: string | undefined, onCommit: ((value: string) => void) | undefined) {
  const [draft, setDraft] = useState<string | null>(null);
  const stepping = useRef(false);
  const commit = (next: string | null) => {
    setDraft(null);
    if (next !== null && next !== value) onCommit?.(next);
  };
  return {
    value: draft ?? value,
    onValueChange: (next: string) => {
      if (stepping.current) setDraft(next);
      else commit(next);
      stepping.current = false;
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      stepping.current = STEPPING_KEYS.has(event.key) && !event.altKey;
      if (event.key === 'Enter' && draft !== null) {
        event.preventDefault();
        commit(draft);
      }
    },
    onBlur: () => commit(draft),
  };
}
