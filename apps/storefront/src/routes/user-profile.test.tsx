// @vitest-environment jsdom
import type { User } from '@aurelia/contracts';
import { sampleUser } from '@aurelia/contracts/testing';
import { screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { authStateFromSession } from '../features/auth/auth-slice';
import { storeOn, testApiForThisFile } from '../test/api-server';
import { renderWithStore } from '../test/render';
import ProfilePage from './user-profile';

const api = testApiForThisFile();

/** The page as the server drew it for a shopper the cookies say is signed in (not yet verified). */
function renderPage(loaderData: { user: User | null; expired: boolean }) {
  const props = { loaderData } as unknown as ComponentProps<typeof ProfilePage>;
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
  renderWithStore(store, <ProfilePage {...props} />, { path: '/user/profile' });
  return store;
}

describe('the profile page', () => {
  it('takes the server’s copy of the user its loader read: an address verified meanwhile shows as verified', async () => {
    const store = renderPage({ user: sampleUser({ email_verified_at: '2026-11-30T10:00:00.000Z' }), expired: false });
    await vi.waitFor(() => expect(store.getState().auth.user?.email_verified_at).toBe('2026-11-30T10:00:00.000Z'));
    expect(screen.queryByText(/Not verified yet/)).toBeNull();
    expect(api.arrivals).toEqual([]);
  });

  it('a token the loader found refused: signs out through the storefront server and goes to sign in, leaving the telling to that page', async () => {
    api.on('POST', '/auth/logout', { status: 401, body: { message: 'Unauthenticated.' } });
    const store = renderPage({ user: null, expired: true });
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?redirect=%2Fuser%2Fprofile');
    await vi.waitFor(() => expect(api.arrivals.map((arrival) => arrival.path)).toContain('/api/v1/auth/logout'), { timeout: 10_000 });
    expect(store.getState().auth.signedIn).toBe(false);
    // A toast here would be gone before a slow sign-in page came; that page's comes from the server's flash.
    expect(store.getState().toasts.queue).toEqual([]);
    expect(api.arrivals.map((arrival) => arrival.path)).not.toContain('/api/v1/user');
  });
});
