import { describe, expect, it, vi } from 'vitest';
import { logout } from './logout';

const cleared = { session: { token: null, user: null }, clearCart: true };

describe('docs/behaviour.md §4 logout calls the server if signed in, always clears token, user and cart', () => {
  it('revokes the token with the server when a session is held', async () => {
    const callServer = vi.fn(async () => undefined);
    await expect(logout({ token: 't', user: { id: 1 } }, callServer)).resolves.toEqual(cleared);
    expect(callServer).toHaveBeenCalledWith('t');
  });
  it('does not call the server when signed out or half signed in', async () => {
    const callServer = vi.fn(async () => undefined);
    await expect(logout({ token: null, user: null }, callServer)).resolves.toEqual(cleared);
    await expect(logout({ token: 't', user: null }, callServer)).resolves.toEqual(cleared);
    expect(callServer).not.toHaveBeenCalled();
  });
});

describe('docs/behaviour.md §8 a logout server failure is ignored; local state is still cleared', () => {
  it('resolves to the cleared state when the server call rejects', async () => {
    const callServer = vi.fn(async () => Promise.reject(new Error('503')));
    await expect(logout({ token: 't', user: { id: 1 } }, callServer)).resolves.toEqual(cleared);
    expect(callServer).toHaveBeenCalledOnce();
  });
});
