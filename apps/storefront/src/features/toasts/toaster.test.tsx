// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@aurelia/contracts/testing';
import { refusingApi, storeOn, testApiForThisFile } from '../../test/api-server';
import { authStateFromSession } from '../auth/auth-slice';
import { sessionEndedToast } from '../auth/session-ended-toast';
import { loadWishlist } from '../wishlist/wishlist-slice';
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

const api = testApiForThisFile();

/** The toaster on a page whose header ends where the test says. */
async function pageWithToaster(given?: ReturnType<typeof storeOn>) {
  const store = given ?? storeOn(await refusingApi());
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

  it('say the session ended once when a refused call and the sign-in page it leads to both say it', async () => {
    screenIsAPhone(true);
    api.on('GET', '/wishlist', { status: 401, body: { message: 'Unauthenticated.' } });
    const store = await pageWithToaster(storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) }));
    await act(async () => {
      await store.dispatch(loadWishlist());
    });
    expect(screen.getAllByText('Your session has ended')).toHaveLength(1);
    // What the sign-in page does with the flash the refused sign-out left.
    act(() => void store.dispatch(sessionEndedToast()));
    expect(screen.getAllByText('Your session has ended')).toHaveLength(1);
    expect(screen.getByText('Please sign in again to continue.')).toBeTruthy();
  });
});
