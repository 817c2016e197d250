// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useKeepEarlyChoice } from './keep-early-choice';
import { PART_HYDRATED_EVENT, PART_KEEPING_EVENT } from './start-signals';

/**
 * A part drawn from HTML with no handlers of its own yet, as a dehydrated Suspense boundary is: its controls are
 * plain DOM here, and the handlers are added once `ready`, as hydration would.
 */
function Listing({ ready, drawn = 1 }: { ready: boolean; drawn?: number }) {
  const listing = useRef<HTMLDivElement>(null);
  const hydrated = useKeepEarlyChoice(listing, '.part');
  useEffect(() => {
    if (ready) hydrated();
  }, [ready, hydrated]);
  return (
    <div ref={listing}>
      {/* A new `drawn` draws the part afresh, as React does with a part that could not hydrate in time. */}
      <section key={drawn} className="part" dangerouslySetInnerHTML={{ __html: PART }} />
      <button type="button">Outside</button>
    </div>
  );
}
const PART = `<label><input type="checkbox" name="metal" value="gold"> Gold</label>
  <select name="sort"><option value="popular">Most loved</option><option value="price:asc">Price: low to high</option></select>
  <button type="button">Clear all</button>`;

/** A part drawn by React whose button pays with the method its radios hold (as the late "Pay now" forms). */
function PayPart({ ready, pay }: { ready: boolean; pay: (method: string) => void }) {
  const part = useRef<HTMLDivElement>(null);
  const hydrated = useKeepEarlyChoice(part);
  const [method, setMethod] = useState('upi');
  useEffect(() => {
    if (ready) hydrated();
  }, [ready, hydrated]);
  return (
    <div ref={part}>
      {['upi', 'bank'].map((value) => (
        <label key={value}>
          <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
          {value}
        </label>
      ))}
      <button type="button" onClick={() => pay(method)}>
        Pay
      </button>
    </div>
  );
}

/** A late part whose form mounts with its code: the form says it has hydrated in its own effect, the first to run. */
function LoadedPart() {
  const part = useRef<HTMLDivElement>(null);
  const hydrated = useKeepEarlyChoice(part);
  return (
    <div ref={part} className="loaded">
      <LoadedForm onHydrated={hydrated} />
    </div>
  );
}
function LoadedForm({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return <button type="button">Pay</button>;
}

function one<T extends Element>(container: Element, selector: string): T {
  const found = container.querySelector<T>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

function controls(container: HTMLElement) {
  return {
    box: one<HTMLInputElement>(container, 'input[type=checkbox]'),
    select: one<HTMLSelectElement>(container, 'select'),
    clear: one<HTMLButtonElement>(container, '.part button'),
  };
}

describe('a choice made before a part of the page has its code', () => {
  it('leaves a tick undone until the part is ready, then makes it once', () => {
    const { container, rerender } = render(<Listing ready={false} />);
    const { box } = controls(container);
    const changed = vi.fn();
    box.addEventListener('change', changed);
    one<HTMLLabelElement>(container, 'label').click();
    expect(box.checked).toBe(false);
    expect(changed).not.toHaveBeenCalled();

    rerender(<Listing ready />);
    expect(box.checked).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    // Ready: a tick is the part's own from now on.
    box.click();
    expect(box.checked).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('makes every choice made early again, in order, and a select’s last value only', () => {
    const { container, rerender } = render(<Listing ready={false} />);
    const { box, select } = controls(container);
    const made: string[] = [];
    select.addEventListener('change', () => made.push(`sort ${select.value}`));
    box.addEventListener('change', () => made.push(`box ${box.checked}`));
    select.value = 'price:asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    box.click();
    select.value = 'popular';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.value = 'price:asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(made).toEqual([]);

    rerender(<Listing ready />);
    expect(made).toEqual(['box true', 'sort price:asc']);
    expect(box.checked).toBe(true);
  });

  it('keeps a select’s `input` from the page too, as React would hydrate the part at it and put the select back', () => {
    const { container, rerender } = render(<Listing ready={false} />);
    const { select } = controls(container);
    const heard: string[] = [];
    container.addEventListener('input', () => heard.push(`input ${select.value}`));
    container.addEventListener('change', () => heard.push(`change ${select.value}`));
    select.value = 'price:asc';
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(heard).toEqual([]);

    rerender(<Listing ready />);
    expect(heard).toEqual(['change price:asc']);
  });

  it('presses a button pressed early once ready, and leaves the rest of the page alone', () => {
    const { container, rerender } = render(<Listing ready={false} />);
    const { clear } = controls(container);
    const pressed = vi.fn();
    clear.addEventListener('click', pressed);
    const outside = vi.fn();
    const outsideButton = one<HTMLButtonElement>(container, ':scope > div > button');
    outsideButton.addEventListener('click', outside);
    clear.click();
    outsideButton.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(outside).toHaveBeenCalledTimes(1);

    rerender(<Listing ready />);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('makes the choices again on the part drawn afresh, when React could not hydrate it in time', () => {
    const { container, rerender } = render(<Listing ready={false} />);
    const { select, box } = controls(container);
    const made: string[] = [];
    container.addEventListener('change', (event) => {
      const target = event.target as HTMLInputElement | HTMLSelectElement;
      made.push(`${target.name} ${target instanceof HTMLInputElement ? target.checked : target.value}`);
    });
    select.value = 'price:asc';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    box.click();
    expect(made).toEqual([]);

    rerender(<Listing ready drawn={2} />);
    const now = controls(container);
    expect(now.select).not.toBe(select);
    expect(now.select.value).toBe('price:asc');
    expect(now.box.checked).toBe(true);
    expect(made).toEqual(['sort price:asc', 'metal true']);
  });

  it('keeps nothing when the part is ready as the page mounts, its code having come first', () => {
    const { container } = render(<Listing ready />);
    const { box } = controls(container);
    box.click();
    expect(box.checked).toBe(true);
  });

  it('makes nothing again once the listing is gone', () => {
    const { container, unmount } = render(<Listing ready={false} />);
    const { box } = controls(container);
    const changed = vi.fn();
    box.addEventListener('change', changed);
    box.click();
    unmount();
    expect(changed).not.toHaveBeenCalled();
  });

  it('presses a button pressed after a choice once the choice has been drawn: the press acts on it', async () => {
    const pay = vi.fn();
    const { container, rerender } = render(<PayPart ready={false} pay={pay} />);
    one<HTMLInputElement>(container, 'input[value=bank]').click();
    one<HTMLButtonElement>(container, 'button').click();
    expect(pay).not.toHaveBeenCalled();

    rerender(<PayPart ready pay={pay} />);
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    expect(pay).toHaveBeenCalledWith('bank');
    expect(one<HTMLInputElement>(container, 'input[value=bank]').checked).toBe(true);
  });

  it('says when it begins keeping choices, its code come or not, and once hydrated whether the start script told it of any', () => {
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(`${event.type} ${(event.target as Element).className}`);
    document.addEventListener(PART_KEEPING_EVENT, hear);
    document.addEventListener(PART_HYDRATED_EVENT, hear);
    try {
      const { rerender, unmount } = render(<Listing ready={false} />);
      expect(heard).toEqual([`${PART_KEEPING_EVENT} part`]);
      rerender(<Listing ready />);
      expect(heard).toEqual([`${PART_KEEPING_EVENT} part`, `${PART_HYDRATED_EVENT} part`]);
      unmount();
      heard.length = 0;
      // A late part whose code had come: the form inside says so before the part's own effect runs. The part says it
      // has hydrated (for what was chosen before the page hydrated to be told), then that it keeps choices.
      const first = render(<LoadedPart />);
      expect(heard).toEqual([`${PART_HYDRATED_EVENT} loaded`, `${PART_KEEPING_EVENT} loaded`]);
      first.unmount();
    } finally {
      document.removeEventListener(PART_KEEPING_EVENT, hear);
      document.removeEventListener(PART_HYDRATED_EVENT, hear);
    }
  });

  it('with its code come and a change told, makes a kept press again a task later, once React has drawn the change', async () => {
    const heard: string[] = [];
    const hear = (event: Event) => heard.push(event.type);
    // The start script, having told React of a change: it prevents the event's default.
    const tell = (event: Event) => event.preventDefault();
    document.addEventListener(PART_KEEPING_EVENT, hear);
    document.addEventListener(PART_HYDRATED_EVENT, hear);
    document.addEventListener(PART_HYDRATED_EVENT, tell);
    try {
      const { unmount } = render(<LoadedPart />);
      expect(heard).toEqual([PART_HYDRATED_EVENT]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(heard).toEqual([PART_HYDRATED_EVENT, PART_KEEPING_EVENT]);
      unmount();
    } finally {
      document.removeEventListener(PART_KEEPING_EVENT, hear);
      document.removeEventListener(PART_HYDRATED_EVENT, hear);
      document.removeEventListener(PART_HYDRATED_EVENT, tell);
    }
  });
});
