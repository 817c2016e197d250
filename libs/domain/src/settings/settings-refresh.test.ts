import { describe, expect, it } from 'vitest';
import { shouldRefreshSettings, type SettingsRefreshClock } from './settings-refresh';

const MIN = 60_000;
const now = 1_700_000_000_000;
const clock = (overrides: Partial<SettingsRefreshClock>): SettingsRefreshClock => ({
  now,
  hiddenAt: null,
  lastRefreshAt: now,
  lastActivityAt: now,
  ...overrides,
});

describe('docs/behaviour.md §4 settings refresh: visible after more than 2 minutes', () => {
  it('refreshes when the tab was hidden more than 2 minutes', () => {
    expect(shouldRefreshSettings('visible', clock({ hiddenAt: now - 2 * MIN - 1 }))).toBe(true);
    expect(shouldRefreshSettings('visible', clock({ hiddenAt: now - 60 * MIN }))).toBe(true);
  });
  it('does not refresh at exactly 2 minutes, which is not "more than"', () => {
    expect(shouldRefreshSettings('visible', clock({ hiddenAt: now - 2 * MIN }))).toBe(false);
  });
  it('does not refresh after a shorter absence', () => {
    expect(shouldRefreshSettings('visible', clock({ hiddenAt: now - 30_000 }))).toBe(false);
  });
  it('does not refresh when the tab was never hidden', () => {
    expect(shouldRefreshSettings('visible', clock({ hiddenAt: null, lastRefreshAt: null }))).toBe(false);
  });
  it('looks only at the hidden time, not at the last refresh', () => {
    expect(shouldRefreshSettings('visible', clock({ hiddenAt: now - 3 * MIN, lastRefreshAt: now }))).toBe(true);
  });
});

describe('docs/behaviour.md §4 settings refresh: when the browser goes back online', () => {
  it('always refreshes', () => {
    expect(shouldRefreshSettings('online', clock({}))).toBe(true);
  });
});

describe('docs/behaviour.md §4, §9 settings refresh: focus or click after more than 10 minutes of inactivity, last refresh over 5 minutes ago', () => {
  it.each(['focus', 'click'] as const)('%s refreshes when both thresholds are passed', (event) => {
    expect(
      shouldRefreshSettings(event, clock({ lastActivityAt: now - 10 * MIN - 1, lastRefreshAt: now - 5 * MIN - 1 })),
    ).toBe(true);
  });
  it.each(['focus', 'click'] as const)('%s does not refresh at exactly 10 minutes of inactivity', (event) => {
    expect(shouldRefreshSettings(event, clock({ lastActivityAt: now - 10 * MIN, lastRefreshAt: now - 60 * MIN }))).toBe(
      false,
    );
  });
  it.each(['focus', 'click'] as const)('%s does not refresh when the last refresh is exactly 5 minutes old', (event) => {
    expect(shouldRefreshSettings(event, clock({ lastActivityAt: now - 60 * MIN, lastRefreshAt: now - 5 * MIN }))).toBe(
      false,
    );
  });
  it('does not refresh for a recently active shopper', () => {
    expect(shouldRefreshSettings('click', clock({ lastActivityAt: now - MIN, lastRefreshAt: now - 60 * MIN }))).toBe(
      false,
    );
  });
  it('counts a never-recorded activity or refresh as long ago', () => {
    expect(shouldRefreshSettings('focus', clock({ lastActivityAt: null, lastRefreshAt: null }))).toBe(true);
    expect(shouldRefreshSettings('focus', clock({ lastActivityAt: null, lastRefreshAt: now }))).toBe(false);
    expect(shouldRefreshSettings('focus', clock({ lastActivityAt: now, lastRefreshAt: null }))).toBe(false);
  });
});
