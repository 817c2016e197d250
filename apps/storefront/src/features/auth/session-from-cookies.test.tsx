// @vitest-environment jsdom
import { AUTH_USER_COOKIE } from '@aurelia/domain';
import { sampleUser } from '@aurelia/contracts/testing';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { authStateFromSession } from './auth-slice';
import { useSessionFromCookies } from './session-from-cookies';

const api = testApiForThisFile();
const USER = sampleUser();
// The token's cookie is HttpOnly: the page sees the user's alone.
const COOKIES = [{ name: AUTH_USER_COOKIE, value: encodeURIComponent(JSON.stringify(USER)) }];

function mount(store: ReturnType<typeof storeOn>, renderedSignedIn = false) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <Provider store={store}>{children}</Provider>
    </MemoryRouter>
  );
  return renderHook(() => useSessionFromCookies(renderedSignedIn), { wrapper });
}

describe('the session in the cookies, taken up once the page has started', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    for (const { name } of COOKIES) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });

  it('reads them from the Cookie Store where the browser has one, never from document.cookie', async () => {
    const getAll = vi.fn(() => Promise.resolve([{ name: 'theme', value: 'dark' }, ...COOKIES]));
    vi.stubGlobal('cookieStore', { getAll });
    const documentCookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    const store = storeOn(api);
    mount(store);
    await waitFor(() => expect(store.getState().auth.signedIn).toBe(true));
    expect(store.getState().auth.user).toEqual(USER);
    expect(getAll).toHaveBeenCalledTimes(1);
    expect(documentCookie).not.toHaveBeenCalled();
  });

  it('reads document.cookie in a task of its own without one', async () => {
    for (const { name, value } of COOKIES) document.cookie = `${name}=${value}; Path=/`;
    const documentCookie = vi.spyOn(Document.prototype, 'cookie', 'get');
    const store = storeOn(api);
    mount(store);
    expect(documentCookie).not.toHaveBeenCalled();
    await waitFor(() => expect(store.getState().auth.signedIn).toBe(true));
    expect(documentCookie).toHaveBeenCalledTimes(1);
  });

  it('falls back to document.cookie when the Cookie Store refuses', async () => {
    for (const { name, value } of COOKIES) document.cookie = `${name}=${value}; Path=/`;
    vi.stubGlobal('cookieStore', { getAll: () => Promise.reject(new TypeError('insecure context')) });
    const store = storeOn(api);
    mount(store);
    await waitFor(() => expect(store.getState().auth.signedIn).toBe(true));
  });

  it('leaves a signed-in store as it is, and restores nothing once unmounted', async () => {
    const getAll = vi.fn(() => Promise.resolve(COOKIES));
    vi.stubGlobal('cookieStore', { getAll });
    const other = { ...USER, name: 'Someone Else' };
    const signedIn = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: other }) });
    mount(signedIn);
    const left = storeOn(api);
    mount(left).unmount();
    expect(getAll).toHaveBeenCalledTimes(2);
    // Both reads have resolved and their handlers run: a task queued now runs after every promise settled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(signedIn.getState().auth.user).toEqual(other);
    expect(left.getState().auth.signedIn).toBe(false);
  });

  it('does not sign back in a page rendered for the session that was signed out before the cookie was read (a refused token)', async () => {
    const getAll = vi.fn(() => Promise.resolve(COOKIES));
    vi.stubGlobal('cookieStore', { getAll });
    // Signed out by the page's own refused token: the cookie goes with the sign-out's answer, still on its way.
    const signedOutHere = storeOn(api);
    mount(signedOutHere, true);
    await waitFor(() => expect(getAll).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(signedOutHere.getState().auth.signedIn).toBe(false);
  });

  it('signs the tab out when, after a navigation, the server has ended the session (its cookies are gone)', async () => {
    const getAll = vi.fn(() => Promise.resolve([{ name: 'theme', value: 'dark' }]));
    vi.stubGlobal('cookieStore', { getAll });
    const signedIn = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: USER }) });
    const navigation: { go?: (to: string) => void } = {};
    function Navigator() {
      const navigate = useNavigate();
      navigation.go = (to) => void navigate(to);
      useSessionFromCookies();
      return null;
    }
    render(
      <MemoryRouter>
        <Provider store={signedIn}>
          <Navigator />
        </Provider>
      </MemoryRouter>,
    );
    // The page as the server rendered it stands: a refused call, not this hook, tells of a session ended meanwhile.
    await waitFor(() => expect(getAll).toHaveBeenCalledTimes(1));
    // The read has resolved and its handler run: a task queued now runs after every promise settled.
    await new Promise((resolve) => setImmediate(resolve));
    expect(signedIn.getState().auth.signedIn).toBe(true);
    act(() => navigation.go?.('/'));
    await waitFor(() => expect(signedIn.getState().auth.signedIn).toBe(false));
    expect(signedIn.getState().auth.user).toBeNull();
    expect(signedIn.getState().toasts.queue.map((toast) => toast.title)).toContain('You are signed out');
  });
});
