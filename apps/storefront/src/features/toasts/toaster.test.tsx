// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusingApi, storeOn } from '../../test/api-server';
import { Toaster } from './toaster';
import { toastRequested } from './toasts-slice';

/** A screen as wide as a phone (toasts at the bottom) or wider (toasts below the header), for toast-host.tsx. */
function screenIsAPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 767.98px)' ? phone : false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** The toaster on a page whose header ends where the test says. */
async function pageWithToaster() {
  const store = storeOn(await refusingApi());
  render(
    <Provider store={store}>
      <header className="sf-header" />
      <Toaster />
    </Provider>,
  );
  // Idle after hydration (jsdom has no idle callbacks: 200 ms), then the module's own import.
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  await act(async () => {
    await import('./toast-host');
  });
  return store;
}

describe('the shop’s toasts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.style.removeProperty('--au-toast-offset-top');
  });

  it('have their code fetched once the page is idle, so the first toast shows in the render that asks for it', async () => {
    screenIsAPhone(true);
    const store = await pageWithToaster();
    act(() => void store.dispatch(toastRequested('Added to your bag', 'success', 'Noor signet ring')));
    // Synchronously: React.lazy would still be waiting here (it shows a boundary's content 300 ms at the soonest).
    expect(screen.getByText('Added to your bag')).toBeTruthy();
  });

  it('are kept below the header only where they are at the top of the screen: a phone’s page is not measured', async () => {
    screenIsAPhone(true);
    const phone = await pageWithToaster();
    act(() => void phone.dispatch(toastRequested('Saved to your wishlist', 'success')));
    expect(document.documentElement.style.getPropertyValue('--au-toast-offset-top')).toBe('');
  });

  it('are placed where the header ends on a wider screen', async () => {
    screenIsAPhone(false);
    const wide = await pageWithToaster();
    act(() => void wide.dispatch(toastRequested('Saved to your wishlist', 'success')));
    // jsdom lays nothing out: the header ends at 0.
    expect(document.documentElement.style.getPropertyValue('--au-toast-offset-top')).toBe('0px');
  });
});
