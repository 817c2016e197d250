import {
  SETTINGS_REFRESH_INACTIVITY_MS,
  SETTINGS_REFRESH_MIN_AGE_MS,
  SETTINGS_REFRESH_ON_VISIBLE_AFTER_MS,
} from '../constants';

/** Browser events that may refresh the settings (docs/behaviour.md §4). */
export type SettingsRefreshEvent = 'visible' | 'online' | 'focus' | 'click';

/** Times (epoch milliseconds) the refresh rule looks at; null when it has not happened yet. */
export interface SettingsRefreshClock {
  now: number;
  /** When the tab was last hidden. */
  hiddenAt: number | null;
  /** When the settings were last fetched. */
  lastRefreshAt: number | null;
  /** When the shopper was last active (a focus or click), before the event being decided. */
  lastActivityAt: number | null;
}

function olderThan(since: number | null, now: number, limitMs: number): boolean {
  return since === null || now - since > limitMs;
}

/**
 * Whether a browser event should refresh the settings (docs/behaviour.md §4, thresholds of §9):
 * - `visible`: the tab was hidden more than 2 minutes ago (`now - hiddenAt > 2 min`; exactly 2 minutes
 *   is not more). Without a `hiddenAt` the tab was never hidden, so there is nothing to catch up on.
 * - `online`: always, the browser has just come back.
 * - `focus`, `click`: the shopper was inactive for more than 10 minutes and the last refresh is more
 *   than 5 minutes old, both strictly. A null activity or refresh time counts as long ago.
 *
 * Decide before recording the event itself as activity, or a click would always look recent.
 */
export function shouldRefreshSettings(event: SettingsRefreshEvent, clock: SettingsRefreshClock): boolean {
  const { now } = clock;
  switch (event) {
    case 'visible':
      return clock.hiddenAt !== null && now - clock.hiddenAt > SETTINGS_REFRESH_ON_VISIBLE_AFTER_MS;
    case 'online':
      return true;
    case 'focus':
    case 'click':
      return (
        olderThan(clock.lastActivityAt, now, SETTINGS_REFRESH_INACTIVITY_MS) &&
        olderThan(clock.lastRefreshAt, now, SETTINGS_REFRESH_MIN_AGE_MS)
      );
  }
}
