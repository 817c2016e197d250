import { shouldRefreshSettings } from '@aurelia/domain';
import type { AppStartListening, FeatureListeners } from '../../shared/feature-listeners';
import { pageEventOccurred } from './settings-slice';
import type * as SettingsThunks from './settings-thunks';

/**
 * The refresh rules of docs/behaviour.md §4: visible again after more than 2 minutes hidden, back online, or a
 * focus or click after more than 10 minutes idle when the last refresh is over 5 minutes old. Decided on
 * the state before the event, so an event does not count as its own earlier activity. `refresh` is the thunk that
 * fetches them (settings-thunks.ts), fetched with these listeners once the page is idle
 * (use-settings-refresh-events.ts).
 */
export const settingsListeners = (refresh: typeof SettingsThunks.refreshSettings): FeatureListeners => (startListening: AppStartListening) => {
  startListening({
    actionCreator: pageEventOccurred,
    effect: (action, api) => {
      const { event, at } = action.payload;
      if (event === 'hidden') return;
      const before = api.getOriginalState().settings;
      const due = shouldRefreshSettings(event, {
        now: at,
        hiddenAt: before.hiddenAt,
        lastRefreshAt: before.lastRefreshAt,
        lastActivityAt: before.lastActivityAt,
      });
      if (due && before.status !== 'loading') void api.dispatch(refresh());
    },
  });
};
