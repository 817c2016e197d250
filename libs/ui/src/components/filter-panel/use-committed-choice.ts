import { useRef, useState, type KeyboardEvent } from 'react';

/** Keys that change a closed `<select>`'s value on the spot (Chromium, Firefox on Linux and Windows). */
const STEPPING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * A native select whose choice is applied once it is committed, not on each arrow key of the closed select
 * (where every step fires `change`): a choice from the open list (mouse, touch, Enter in the list) applies at
 * once; stepping with the arrows is applied on Enter or when the select loses the focus.
 *
 * A committed choice stays shown until `value` changes: a parent that applies it by navigating would otherwise
 * show the previous choice again while the new page loads.
 */
export function useCommittedChoice(value: string | undefined, onCommit: ((value: string) => void) | undefined) {
  const [draft, setDraft] = useState<{ choice: string; committed: boolean } | null>(null);
  const [shownFor, setShownFor] = useState(value);
  const stepping = useRef(false);
  if (shownFor !== value) {
    setShownFor(value);
    if (draft?.committed) setDraft(null);
  }
  const commit = (next: string) => {
    if (next === value) setDraft(null);
    else {
      setDraft({ choice: next, committed: true });
      onCommit?.(next);
    }
  };
  const stepped = draft !== null && !draft.committed ? draft.choice : null;
  return {
    value: draft?.choice ?? value,
    onValueChange: (next: string) => {
      if (stepping.current) setDraft({ choice: next, committed: false });
      else commit(next);
      stepping.current = false;
    },
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      stepping.current = STEPPING_KEYS.has(event.key) && !event.altKey;
      if (event.key === 'Enter' && stepped !== null) {
        event.preventDefault();
        commit(stepped);
      }
    },
    onBlur: () => {
      if (stepped !== null) commit(stepped);
    },
  };
}
