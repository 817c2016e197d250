// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyHistoryEntry } from './history-key';
import { restoreScrollPositionScript, SCROLL_POSITIONS_KEY } from './scroll-restoration';

/** Runs the inline script as the page would, in this document. */
const runScript = () => new Function(restoreScrollPositionScript())();

describe('the scroll position script, before the first paint', () => {
  let scrollTo: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    window.history.replaceState(null, '');
    sessionStorage.clear();
    scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('on a history entry the browser has just made, touches neither the history nor the session’s storage', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const replaceState = vi.spyOn(window.history, 'replaceState');
    runScript();
    expect(getItem).not.toHaveBeenCalled();
    expect(replaceState).not.toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('back on an entry already seen, scrolls to where the shopper was', () => {
    window.history.replaceState({ key: 'k1', idx: 3 }, '');
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k1: 1480, k2: 20 }));
    runScript();
    expect(scrollTo).toHaveBeenCalledWith(0, 1480);
  });

  it('leaves the page at the top when nothing was kept for the entry, and forgets positions it cannot read', () => {
    window.history.replaceState({ key: 'k1' }, '');
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ k2: 20 }));
    runScript();
    expect(scrollTo).not.toHaveBeenCalled();

    sessionStorage.setItem(SCROLL_POSITIONS_KEY, '{not json');
    runScript();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
  });
});

describe('keyHistoryEntry, before the router starts', () => {
  beforeEach(() => window.history.replaceState(null, ''));

  it('gives a new entry a key, and keeps the key and state of one that has one', () => {
    keyHistoryEntry();
    const key = window.history.state?.key;
    expect(key).toMatch(/^[0-9a-v]+$/);
    keyHistoryEntry();
    expect(window.history.state.key).toBe(key);

    window.history.replaceState({ usr: { from: 'cart' }, key: 'abc', idx: 2 }, '');
    keyHistoryEntry();
    expect(window.history.state).toEqual({ usr: { from: 'cart' }, key: 'abc', idx: 2 });
  });
});
