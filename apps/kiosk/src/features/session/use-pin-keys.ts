import { useEffect } from 'react';

interface PinKeysOptions {
  pin: string;
  maxLength: number;
  /** While the PIN is being checked, keys do nothing. */
  disabled: boolean;
  onChange: (pin: string) => void;
  onSubmit: (pin: string) => void;
}

/**
 * The keyboard's number keys (top row or number pad), Backspace and Enter work the PIN pad wherever focus is on
 * the screen. Enter on a focused button keeps its own meaning (it presses that button), and keys with Ctrl, Alt
 * or Meta are left to the browser.
 */
export function usePinKeys({ pin, maxLength, disabled, onChange, onSubmit }: PinKeysOptions) {
  useEffect(() => {
    if (disabled) return undefined;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (/^\d$/.test(event.key)) {
        if (pin.length < maxLength) onChange(pin + event.key);
      } else if (event.key === 'Backspace') {
        if (pin !== '') onChange(pin.slice(0, -1));
      } else if (event.key === 'Enter' && !event.repeat && !target?.closest('button, a[href]')) {
        onSubmit(pin);
      } else {
        return;
      }
      event.preventDefault();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [pin, maxLength, disabled, onChange, onSubmit]);
}
