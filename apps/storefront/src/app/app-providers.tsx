import { newIdempotencyKey } from '@aurelia/api-client';
import { ColorModeProvider } from '@aurelia/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useMatches } from 'react-router';
import type { Persistor } from 'redux-persist';
import { authStateFromSession, sessionExpired } from '../features/auth/auth-slice';
import { sessionEndedToast } from '../features/auth/session-ended-toast';
import { useSessionFromCookies } from '../features/auth/session-from-cookies';
import { colorModeChosen } from '../features/color-mode/color-mode-slice';
import { SETTINGS_CACHE_KEY, settingsReceived, settingsStateFromServer } from '../features/settings/settings-slice';
import { useSettingsRefreshEvents } from '../features/settings/use-settings-refresh-events';
import { toastRequested } from '../features/toasts/toasts-slice';
import { Toaster } from '../features/toasts/toaster';
import { useWishlistOnStart } from '../features/wishlist/use-wishlist-toggle';
import type { RootData } from '../server/root-loader.server';
import { createBrowserApi, prefetchHttpStack } from '../shared/api';
import { FLASH_COOKIE_NAME, SESSION_ENDED_MESSAGE } from '../shared/flash';
import { useAppDispatch, useAppSelector, useAppStore } from '../shared/hooks';
import { forcedColorModeOf } from '../shared/route-handle';
import { STARTED_EVENT } from '../shared/start-signals';
import { rootReducer, type AppStore } from '../shared/state';
import { whenIdle } from '../shared/when-idle';
import { makeStore } from './store';

function createStore(rootData: RootData): AppStore {
  let store: AppStore | undefined = undefined;
  // No token: the storefront server adds it to calls from our pages, from its HttpOnly cookie.
  const api = createBrowserApi({ onUnauthenticated: () => store?.dispatch(sessionExpired()) });
  store = makeStore(
    { api, now: () => Date.now(), newKey: newIdempotencyKey },
    {
      auth: authStateFromSession(rootData.session),
      settings: settingsStateFromServer(rootData.settings, rootData.settingsAt),
      // The server drew the page in this preference (root.tsx): the toggle says it from the first paint.
      colorMode: { preference: rootData.colorMode },
    },
  );
  return store;
}

/**
 * The Redux store (one per request on the server, one in the browser, docs/architecture.md "Toolchain"), the design system's
 * providers (the colour mode's reads the stored preference, and the store follows it), and the effects that start
 * after hydration: the persisted cart, the settings refresh events, a toast left by a redirect, and, once the page
 * is idle, the HTTP stack, so that the shopper's first request waits only for its answer.
 */
export function AppProviders({ rootData, children }: { rootData: RootData; children: ReactNode }) {
  const [store] = useState(() => createStore(rootData));
  useEffect(() => whenIdle(prefetchHttpStack), []);
  useEffect(() => {
    // redux-persist and the cart's storage are fetched once the page is interactive, not in its first load: in a
    // task of their own, after this commit's effects (the layout's `data-hydrated` among them) have run. The cart
    // is restored in the task after the one that evaluates them (reading the storage and drawing the bag again).
    let stopped = false;
    let persistor: Persistor | undefined;
    let restoring: ReturnType<typeof setTimeout> | undefined;
    // Once the bag is restored the page has started: a button pressed before it could answer is pressed again
    // (deferred-scripts.tsx), and its bag line now joins the restored bag rather than being replaced by it.
    const announceStarted = () => {
      if (!stopped) document.dispatchEvent(new Event(STARTED_EVENT));
    };
    const timer = setTimeout(() => {
      import('./persist-cart').then(
        ({ persistCart, takeUpLegacyColorMode }) => {
          if (!stopped) takeUpLegacyColorMode((preference) => store.dispatch(colorModeChosen(preference)));
          restoring = setTimeout(() => {
            if (!stopped) persistor = persistCart(store, rootReducer, announceStarted);
          }, 0);
        },
        // Without redux-persist (its file could not be fetched) the bag starts empty, and the page is started.
        announceStarted,
      );
    }, 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(restoring);
      persistor?.pause();
    };
  }, [store]);
  return (
    <Provider store={store}>
      <ThemedProviders rootData={rootData}>{children}</ThemedProviders>
    </Provider>
  );
}

function ThemedProviders({ rootData, children }: { rootData: RootData; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const preference = useAppSelector((state) => state.colorMode.preference);
  const forced = forcedColorModeOf(useMatches());
  useSessionFromCookies(rootData.session.signedIn);
  useSettingsRefreshEvents();
  useServerSettings(rootData);
  useFlashToast(rootData.flash);
  useWishlistOnStart();
  return (
    <ColorModeProvider preference={preference} onPreferenceChange={(next) => dispatch(colorModeChosen(next))} forcedMode={forced}>
      {children}
      <Toaster />
    </ColorModeProvider>
  );
}

/** Settings the server read on a later navigation replace the store's; a reload clears the session cache. */
function useServerSettings(rootData: RootData) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    const reloaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';
    try {
      if (reloaded) window.sessionStorage.removeItem(SETTINGS_CACHE_KEY);
    } catch {
      // storage blocked
    }
  }, []);
  useEffect(() => {
    if (rootData.settings !== null) {
      // The store already holds this very fetch (it was made from it at hydration): receiving it again would
      // parse it into a new list and re-render every reader of the settings, the whole page frame, for nothing.
      if (store.getState().settings.lastRefreshAt === rootData.settingsAt) return;
      dispatch(settingsReceived({ settings: rootData.settings, at: rootData.settingsAt }));
      return;
    }
    // The server could not load them: settings this tab fetched in the last 5 minutes beat the defaults. Their
    // reader comes with the settings' refresh (the server loads them on nearly every page, so not in the first load).
    let current = true;
    void import('../features/settings/settings-thunks').then(
      ({ cachedSettings }) => {
        const cached = current ? cachedSettings(Date.now()) : null;
        if (cached) dispatch(settingsReceived({ settings: cached, at: rootData.settingsAt }));
      },
      // Its file could not be fetched: the defaults stand.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dispatch, store, rootData.settings, rootData.settingsAt]);
}

function useFlashToast(flash: string | null) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!flash) return;
    // A call refused on the page before it led here may have said so already: its toast and this one are one.
    dispatch(flash === SESSION_ENDED_MESSAGE ? sessionEndedToast() : toastRequested(flash, 'info'));
    document.cookie = `${FLASH_COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
  }, [dispatch, flash]);
}
