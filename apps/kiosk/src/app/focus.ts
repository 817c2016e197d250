import { useEffect, useRef, type RefObject } from 'react';

/**
 * Focus has nowhere sensible to be: on the page itself, on an element that left the page, or on a button the
 * last action disabled (Chromium moves such focus to <body>, where the next Tab starts from the top).
 */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || active.matches(':disabled');
}

/**
 * Moves focus to the element when it appears and focus was lost on the way, as when the previous screen left
 * with the focused button (set-up, unlocking, locking): a screen reader then reads the new screen's heading,
 * and the next Tab starts there. With `fromForm`, focus anywhere in the element's form counts as lost too: a
 * refusal takes focus from the submit button or field that sent the form, even while that button stays
 * focusable. The element needs `tabIndex={-1}` unless it can take focus anyway.
 */
export function useFocusOnArrival<T extends HTMLElement>({ fromForm = false }: { fromForm?: boolean } = {}) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const form = fromForm ? ref.current?.closest('form') : null;
    if (focusLost() || form?.contains(document.activeElement)) ref.current?.focus();
  }, [fromForm]);
  return ref;
}


let wanted: string | null = null;

/**
 * Asks the element that `useFocusWhenBack(key)` marks to take focus once it renders, if focus is lost by then.
 * An action that re-renders its own card elsewhere (an appointment moved to another time) unmounts the button
 * that sent it, so the element that should have focus next does not exist yet when the action starts.
 */
export function focusWhenBack(key: string) {
  wanted = key;
}

/** Drops a request whose action was refused: the element it names must not take focus later. */
export function focusNotWanted(key: string) {
  if (wanted === key) wanted = null;
}

/**
 * Marks the element `focusWhenBack(key)` sends focus to (`ref`, or a new ref it returns); checked after every
 * render of its component.
 */
export function useFocusWhenBack<T extends HTMLElement>(key: string, ref?: RefObject<T | null>) {
  const own = useRef<T>(null);
  const target = ref ?? own;
  useEffect(() => {
    if (wanted !== key || !target.current || !focusLost()) return;
    wanted = null;
    target.current.focus();
  });
  return target;
}
