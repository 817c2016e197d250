import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** A choice made in a part of the page whose code has not come yet: the control, and a select's new value. */
interface KeptChoice {
  control: HTMLElement;
  value?: string;
}

/** The control a click is about: the checkbox a label names, or the button or input pressed. */
function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const label = target.closest('label');
  if (label?.control) return label.control;
  return target.closest<HTMLElement>('input, button');
}

/** Makes a kept choice again, on a control that now has its handlers. */
function makeAgain({ control, value }: KeptChoice) {
  if (!control.isConnected) return;
  if (control instanceof HTMLSelectElement && value !== undefined) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else control.click();
}

/**
 * Keeps the choices made inside the element `part` selects in `within` (from the server's HTML, not hydrated yet)
 * until the function returned is called, once the part has hydrated; then makes them again, in the order made (a
 * select's last value only): a tick, a press, a store or a sort chosen before the part's code has come is not lost.
 * React would take no notice of them (a part that cannot hydrate yet stops the event), while the browser would still
 * show the box ticked. Listening on the window, in the
 * capture phase, comes before React's listeners on the document: the click is stopped there, and its default undone,
 * so that the control shows what the page does. Nothing renders again: the page is not drawn twice for it.
 */
export function useKeepEarlyChoice(within: RefObject<HTMLElement | null>, part: string): () => void {
  const ready = useRef(false);
  const onReady = useRef<(() => void) | null>(null);
  useEffect(() => {
    // A part whose code had come mounts with it, and may say so before this effect runs.
    if (ready.current) return;
    let kept: KeptChoice[] = [];
    const inPart = (target: EventTarget | null) => target instanceof Node && within.current?.querySelector(part)?.contains(target) === true;
    const onClick = (event: MouseEvent) => {
      const control = controlOf(event.target);
      if (!control || !inPart(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept.push({ control });
    };
    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLSelectElement) || !inPart(event.target)) return;
      event.stopImmediatePropagation();
      const select = event.target;
      kept = [...kept.filter((choice) => choice.control !== select), { control: select, value: select.value }];
    };
    const stop = () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('change', onChange, true);
      onReady.current = null;
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('change', onChange, true);
    onReady.current = () => {
      stop();
      for (const choice of kept) makeAgain(choice);
    };
    return stop;
  }, [within, part]);
  return useCallback(() => {
    ready.current = true;
    onReady.current?.();
  }, []);
}
