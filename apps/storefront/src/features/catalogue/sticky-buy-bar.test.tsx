// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import StickyBuyBar from './sticky-buy-bar';

/** The observers the bar made, to tell it the buy box came into or left the view, as scrolling would. */
let watched: { target: Element; callback: IntersectionObserverCallback }[] = [];

beforeEach(() => {
  watched = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        watched.push({ target, callback: this.callback });
      }
      disconnect() {
        watched = watched.filter((entry) => entry.callback !== this.callback);
      }
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = vi.fn();
      disconnect = vi.fn();
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty('--sf-bottom-bar');
  document.documentElement.style.removeProperty('--sf-buy-bar-space');
});

/** The buy box in view, or out of it above the screen (scrolled past) or below it (not reached yet). */
function scrolled(where: 'in view' | 'above' | 'below') {
  const top = where === 'above' ? -200 : where === 'below' ? 2000 : 300;
  act(() => {
    for (const { target, callback } of watched) {
      callback([{ target, isIntersecting: where === 'in view', boundingClientRect: { top } as DOMRectReadOnly } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });
}

function page(onAdd = vi.fn()) {
  render(
    <>
      <div id="buy-box">
        <button type="button">Add to bag</button>
      </div>
      <StickyBuyBar watch="buy-box" name="Noor Solitaire Ring" price={48_307} label="Add to bag" loading={false} onAdd={onAdd} />
    </>,
  );
  const bar = document.querySelector<HTMLElement>('.sf-buy-bar');
  if (!bar) throw new Error('no bar');
  return { bar, onAdd };
}

describe('the buy bar of the product page on phones', () => {
  it('watches the buy box, and stays hidden and inert while the buy box is in view or not reached yet', () => {
    const { bar } = page();
    expect(watched.map((entry) => entry.target.id)).toEqual(['buy-box']);
    for (const where of ['in view', 'below'] as const) {
      scrolled(where);
      expect(bar).not.toHaveAttribute('data-shown');
      expect(bar).toHaveAttribute('inert');
    }
  });

  it('shows the price and its own button once the buy box has scrolled away upwards, which adds to the bag', async () => {
    const { bar, onAdd } = page();
    scrolled('above');
    expect(bar).toHaveAttribute('data-shown');
    expect(bar).not.toHaveAttribute('inert');
    expect(bar).toHaveTextContent('Noor Solitaire Ring');
    expect(bar).toHaveTextContent('₹48,307');
    const buttons = screen.getAllByRole('button', { name: 'Add to bag' });
    await userEvent.click(buttons[1] as HTMLElement);
    expect(onAdd).toHaveBeenCalledOnce();
    // Its height is kept free at the page's end, and under the toasts while it shows (given back after).
    expect(document.documentElement.style.getPropertyValue('--sf-buy-bar-space')).toMatch(/^\d+px$/);
    expect(document.documentElement.style.getPropertyValue('--sf-bottom-bar')).toBe('var(--sf-buy-bar-space, 0px)');
    scrolled('in view');
    expect(bar).not.toHaveAttribute('data-shown');
    expect(document.documentElement.style.getPropertyValue('--sf-bottom-bar')).toBe('');
  });
});
