import { shouldRefreshSettings } from '@aurelia/domain';
import type { AppStartListening } from '../../shared/feature-listeners';
import { pageEventOccurred } from './settings-slice';
import { refreshSettings } from './settings-thunks';

/**
 * The refresh rules of docs/behaviour.md §4: visible again after more than 2 minutes hidden, back online, or a
 * focus or click after more than 10 minutes idle when the last refresh is over 5 minutes old. Decided on
 * the state before the event, so an event does not count as its own earlier activity.
 */
export function addSettingsListeners(startListening: AppStartListening) {
  startListening({
    actionCreator: pageEventOccurred,
    effect: (action, api) => {
      const { event, at } = action.payload;
      if (event === 'hidden') return;
      const before = api.getOriginalState().settings;
      const refresh = shouldRefreshSettings(event, {
        now: at,
        hiddenAt: before.hiddenAt,
        lastRefreshAt: before.lastRefreshAt,
        lastActivityAt: before.lastActivityAt,
      });
      if (refresh && before.status !== 'loading') void api.dispatch(refreshSettings());
    },
  });
}
