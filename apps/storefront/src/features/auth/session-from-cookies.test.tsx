// @vitest-environment jsdom
import { AUTH_TOKEN_COOKIE, AUTH_USER_COOKIE } from '@aurelia/domain';
import { sampleUser } from '@aurelia/contracts/testing';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { authStateFromSession } from './auth-slice';
import { useSessionFromCookies } from './session-from-cookies';

const api = testApiForThisFile();
const USER = sampleUser();
const COOKIES = [
  { name: AUTH_TOKEN_COOKIE, value: 'tok-1' },
  { name: AUTH_USER_COOKIE, value: encodeURIComponent(JSON.stringify(USER)) },
];

function mount(store: ReturnType<typeof storeOn>) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useSessionFromCookies(), { wrapper });
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
    await waitFor(() => expect(store.getState().auth.token).toBe('tok-1'));
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
    await waitFor(() => expect(store.getState().auth.token).toBe('tok-1'));
    expect(documentCookie).toHaveBeenCalledTimes(1);
  });

  it('falls back to document.cookie when the Cookie Store refuses', async () => {
    for (const { name, value } of COOKIES) document.cookie = `${name}=${value}; Path=/`;
    vi.stubGlobal('cookieStore', { getAll: () => Promise.reject(new TypeError('insecure context')) });
    const store = storeOn(api);
    mount(store);
    await waitFor(() => expect(store.getState().auth.token).toBe('tok-1'));
  });

  it('leaves a signed-in store as it is, and restores nothing once unmounted', async () => {
    vi.stubGlobal('cookieStore', { getAll: () => Promise.resolve(COOKIES) });
    const signedIn = storeOn(api, { auth: authStateFromSession({ token: 'tok-0', user: USER }) });
    mount(signedIn);
    const left = storeOn(api);
    mount(left).unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(signedIn.getState().auth.token).toBe('tok-0');
    expect(left.getState().auth.token).toBeNull();
  });
});
