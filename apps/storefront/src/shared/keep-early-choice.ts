import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { PART_HYDRATED_EVENT, PART_KEEPING_EVENT } from './start-signals';

/** What a part's controls are, in the order the page has them. */
const CONTROLS = 'input, button, select, textarea';

/**
 * A choice made in a part of the page whose code has not come yet: the control, its place among the part's
 * controls, and a select's new value.
 */
interface KeptChoice {
  control: HTMLElement;
  place: number;
  value?: string;
}

/** The control a click is about: the checkbox a label names, or the button or input pressed. */
function controlOf(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const label = target.closest('label');
  if (label?.control) return label.control;
  return target.closest<HTMLElement>('input, button');
}

/**
 * The control a kept choice was made on, as the part has it now: the very one once hydrated, or the one in its place
 * (same kind, same name) when React drew the part afresh instead, as it does when something above the part changed
 * before the part could hydrate (a context such as the colour mode); none if the part has changed shape.
 */
function controlNow({ control, place }: KeptChoice, part: Element | null | undefined): HTMLElement | undefined {
  if (control.isConnected) return control;
  const counterpart = part?.querySelectorAll<HTMLElement>(CONTROLS)[place];
  const same = counterpart?.tagName === control.tagName && counterpart.getAttribute('name') === control.getAttribute('name');
  return same ? counterpart : undefined;
}

/** Makes a kept choice again, on a control that now has its handlers. */
function makeAgain(choice: KeptChoice, part: Element | null | undefined) {
  const control = controlNow(choice, part);
  const { value } = choice;
  if (!control) return;
  if (control instanceof HTMLSelectElement && value !== undefined) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else control.click();
}

/**
 * Makes the kept choices again, in order. A press that follows a choice (one of these, or one just told to React:
 * `chosen`) waits for a task of its own: its handler
 * reads what the choice changed (the method a "Pay now" pays with), and React draws that change only once the part's
 * effects, where the choices are made again, have run.
 */
function makeAllAgain(kept: readonly KeptChoice[], partNow: () => Element | null | undefined, chosen = false) {
  for (const [place, choice] of kept.entries()) {
    const press = choice.control instanceof HTMLButtonElement;
    if (press && chosen) {
      setTimeout(() => makeAllAgain(kept.slice(place), partNow), 0);
      return;
    }
    chosen ||= !press;
    makeAgain(choice, partNow());
  }
}

/**
 * Keeps the choices made inside the element `part` selects in `within` (`within` itself without it; from the server's
 * HTML, not hydrated yet)
 * until the function returned is called, once the part has hydrated (or been drawn afresh); then makes them again, in
 * the order made (a select's last value only): a tick, a press, a store or a sort chosen before the part's code has
 * come is not lost.
 * React would take no notice of them (a part that cannot hydrate yet stops the event), while the browser would still
 * show the box ticked. Listening on the window, in the
 * capture phase, comes before React's listeners on the document: the click is stopped there, and its default undone,
 * so that the control shows what the page does. Nothing renders again: the page is not drawn twice for it.
 * A select sends `input` before `change`, and both are kept: once the part's code has come but before React's next
 * task has hydrated the part, the `input` would have React hydrate it there and then, and draw the form again with
 * the choice it has not yet heard of, putting the select back before its `change` arrives.
 */
export function useKeepEarlyChoice(within: RefObject<HTMLElement | null>, part?: string): () => void {
  const ready = useRef(false);
  const onReady = useRef<(() => void) | null>(null);
  useEffect(() => {
    const partNow = () => (part ? within.current?.querySelector(part) : within.current);
    // A part whose code had come mounts with it, and may say so before this effect runs: its presses are its own
    // from the start. What was typed or chosen in it before the page hydrated is told now (the start script tells a
    // part's changes when the part says it has hydrated), then a press the start script kept is made again, a task
    // later if React has a told change to draw first.
    if (ready.current) {
      const told = partNow()?.dispatchEvent(new Event(PART_HYDRATED_EVENT, { bubbles: true, cancelable: true })) === false;
      const keep = () => partNow()?.dispatchEvent(new Event(PART_KEEPING_EVENT, { bubbles: true }));
      if (!told) {
        keep();
        return undefined;
      }
      const later = setTimeout(keep, 0);
      return () => clearTimeout(later);
    }
    let kept: KeptChoice[] = [];
    /** The control's place among the part's controls, or -1 when it is not in the part. */
    const placeInPart = (target: EventTarget | null) => {
      const element = partNow();
      return target instanceof HTMLElement && element?.contains(target) ? [...element.querySelectorAll(CONTROLS)].indexOf(target) : -1;
    };
    const onClick = (event: MouseEvent) => {
      const control = controlOf(event.target);
      const place = placeInPart(control);
      if (!control || place < 0) return;
      // A form's submit button pressable before its code (checkout's "Place order", whose page answers the post) is
      // left to the browser, as the start script leaves it: the shopper's press is answered now.
      if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form && !control.disabled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      kept.push({ control, place });
    };
    const onChange = (event: Event) => {
      const select = event.target;
      const place = placeInPart(select);
      if (!(select instanceof HTMLSelectElement) || place < 0) return;
      event.stopImmediatePropagation();
      kept = [...kept.filter((choice) => choice.control !== select), { control: select, place, value: select.value }];
    };
    const stop = () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('input', onChange, true);
      window.removeEventListener('change', onChange, true);
      onReady.current = null;
    };
    window.addEventListener('click', onClick, true);
    window.addEventListener('input', onChange, true);
    window.addEventListener('change', onChange, true);
    // A press the start script kept in the part (before the page hydrated, or while it did) is made again now, and
    // kept here, ahead of any made from now on.
    partNow()?.dispatchEvent(new Event(PART_KEEPING_EVENT, { bubbles: true }));
    onReady.current = () => {
      stop();
      // What was typed or chosen in the part before this began keeping choices (before the page hydrated, or while
      // it did) shows in it, but React hydrated the part with its own state: the start script tells React of it.
      const told = partNow()?.dispatchEvent(new Event(PART_HYDRATED_EVENT, { bubbles: true, cancelable: true })) === false;
      makeAllAgain(kept, partNow, told);
    };
    return stop;
  }, [within, part]);
  return useCallback(() => {
    ready.current = true;
    onReady.current?.();
  }, []);
}
