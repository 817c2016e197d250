import { describe, expect, it } from 'vitest';
import { addToast, closeToast, initialToastsState, removeExpiredToasts, toastRemovalDueAt, type ToastsState } from './toast-list';

const T0 = 1_000;
const addMany = (count: number, from: ToastsState = initialToastsState) =>
  Array.from({ length: count }).reduce<ToastsState>(
    (state, _, index) => addToast(state, { title: `#${index + 1}` }, T0 + index),
    from,
  );
const openIds = (state: ToastsState) => state.toasts.filter((toast) => toast.open).map((toast) => toast.id);

describe('docs/behaviour.md §4 toast: open, then closed, then removed about 200 ms after closing', () => {
  it('adds an open toast with a generated id', () => {
    const state = addToast(initialToastsState, { title: 'Saved' }, T0);
    expect(state.toasts).toMatchObject([{ id: 'toast-1', title: 'Saved', open: true, closedAt: null }]);
    expect(state.nextId).toBe(2);
  });
  it('closes a toast, recording when', () => {
    const state = closeToast(addMany(2), 'toast-1', T0 + 50);
    expect(state.toasts[0]).toMatchObject({ open: false, closedAt: T0 + 50 });
    expect(state.toasts[1]).toMatchObject({ open: true, closedAt: null });
  });
  it('leaves the state alone when closing an unknown or already closed toast', () => {
    const state = closeToast(addMany(1), 'toast-1', T0 + 50);
    expect(closeToast(state, 'toast-1', T0 + 90)).toBe(state);
    expect(closeToast(state, 'nope', T0 + 90)).toBe(state);
  });
  it('is due for removal 200 ms after closing, and not while open', () => {
    const state = closeToast(addMany(1), 'toast-1', T0 + 50);
    expect(state.toasts.map(toastRemovalDueAt)).toEqual([T0 + 250]);
    expect(addMany(1).toasts.map(toastRemovalDueAt)).toEqual([null]);
  });
  it('removes a closed toast at 200 ms, not before', () => {
    const state = closeToast(addMany(2), 'toast-1', T0 + 50);
    expect(removeExpiredToasts(state, T0 + 249)).toBe(state);
    expect(removeExpiredToasts(state, T0 + 250).toasts.map((toast) => toast.id)).toEqual(['toast-2']);
  });
});

describe('docs/behaviour.md §9 toasts: at most 5 at once', () => {
  it('keeps five open', () => {
    expect(openIds(addMany(5))).toEqual(['toast-1', 'toast-2', 'toast-3', 'toast-4', 'toast-5']);
  });
  it('closes the oldest open toast when a sixth arrives, which is then removed like any closed toast', () => {
    const state = addMany(6);
    expect(openIds(state)).toEqual(['toast-2', 'toast-3', 'toast-4', 'toast-5', 'toast-6']);
    expect(state.toasts[0]).toMatchObject({ id: 'toast-1', open: false, closedAt: T0 + 5 });
    expect(removeExpiredToasts(state, T0 + 205).toasts).toHaveLength(5);
  });
  it('counts only open toasts against the limit', () => {
    const oneClosed = closeToast(addMany(5), 'toast-3', T0 + 10);
    const state = addToast(oneClosed, { title: 'new' }, T0 + 20);
    expect(openIds(state)).toHaveLength(5);
    expect(state.toasts.find((toast) => toast.id === 'toast-1')?.open).toBe(true);
  });
});

describe('docs/behaviour.md §4 a toast with the id of one in the list replaces it', () => {
  it('replaces in place and reopens, without using up a generated id', () => {
    let state = addToast(initialToastsState, { id: 'store-closed', title: 'Closed' }, T0);
    state = closeToast(state, 'store-closed', T0 + 10);
    state = addToast(state, { id: 'store-closed', title: 'Still closed' }, T0 + 20);
    expect(state.toasts).toHaveLength(1);
    expect(state.toasts[0]).toMatchObject({ id: 'store-closed', title: 'Still closed', open: true, closedAt: null });
    expect(state.nextId).toBe(1);
  });
  it('does not count the replaced toast twice against the limit', () => {
    const five = addMany(5);
    expect(openIds(addToast(five, { id: 'toast-3', title: 'again' }, T0 + 9))).toHaveLength(5);
    expect(openIds(addToast(five, { id: 'toast-3', title: 'again' }, T0 + 9))).toContain('toast-1');
  });
});

describe('docs/behaviour.md §5 an invalid toast is refused and leaves the list as it was', () => {
  it('throws before adding', () => {
    expect(() => addToast(initialToastsState, { title: 'x', action: { label: 'Undo', altText: '' } }, T0)).toThrow(
      expect.objectContaining({ code: 'action-alt-text-required' }),
    );
    expect(initialToastsState.toasts).toHaveLength(0);
  });
});
