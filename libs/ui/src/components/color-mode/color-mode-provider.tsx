import {
  chosenColorMode,
  colorModeWarning,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
  DEFAULT_COLOR_MODE_PREFERENCE,
} from '@aurelia/domain';
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { writeColorModeCookie } from './color-mode-cookie';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystemMode(onChange: () => void): () => void {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemModeSnapshot = (): ColorMode => (window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light');
const serverSystemMode = (): ColorMode | null => null;

/** The operating system's colour mode, following its changes; null on the server. */
export function useSystemColorMode(): ColorMode | null {
  return useSyncExternalStore(subscribeToSystemMode, systemModeSnapshot, serverSystemMode);
}

/** What {@link useColorMode} returns. */
export interface ColorModeContextValue {
  /** The shopper's choice: light, dark or system. */
  preference: ColorModePreference;
  /** The mode the page is drawn in. */
  mode: ColorMode;
  /** True when the page forces a mode; the preference is then kept but not shown. */
  forced: boolean;
  /** Stores a new preference (kept across visits). */
  setPreference: (preference: ColorModePreference) => void;
}

/**
 * What the provider shares: the preference and the forced mode, not the mode resolved from them. Following the
 * operating system, the mode is known only once hydrated (the server knows none), and a context changing then would
 * have React throw away the server's drawing of every part of the page that hydrates later (a late form, a listing's
 * pieces) and draw it afresh once its code has come: each reader resolves the mode itself (useColorMode).
 */
interface SharedColorMode {
  preference: ColorModePreference;
  forcedMode: unknown;
  setPreference: (preference: ColorModePreference) => void;
}

const ColorModeContext = createContext<SharedColorMode | null>(null);

export interface ColorModeProviderProps {
  children?: ReactNode;
  /** Controlled preference. */
  preference?: ColorModePreference;
  /**
   * The preference kept from earlier visits (default: the domain's, `system`): libs/domain `colorModeFromCookies` of
   * the request's Cookie header on the server, or of `document.cookie` in a page the browser draws alone. The server
   * and hydration then draw the same.
   */
  defaultPreference?: ColorModePreference;
  /** Called when the shopper picks a preference. */
  onPreferenceChange?: (preference: ColorModePreference) => void;
  /**
   * The mode the page's route meta forces. `light` or `dark` win over the preference; `system`
   * (or anything else) is warned about in the console and ignored (docs/behaviour.md §4).
   */
  forcedMode?: unknown;
}

/**
 * Resolves and applies the colour mode with the libs/domain rules: sets `data-theme` and `color-scheme` on `<html>`,
 * follows the operating system when the preference is `system`, keeps the preference in a cookie and honours a
 * page's forced mode. A server-rendered page draws its first paint itself: `data-theme` on `<html>` from libs/domain
 * `chosenColorMode` (the forced mode, or the cookie's light or dark), none for `system`, which the stylesheet follows.
 */
export function ColorModeProvider({
  children,
  preference: controlled,
  defaultPreference = DEFAULT_COLOR_MODE_PREFERENCE,
  onPreferenceChange,
  forcedMode,
}: ColorModeProviderProps) {
  const [inner, setInner] = useState<ColorModePreference>(defaultPreference);
  const preference = controlled ?? inner;
  const systemMode = useSystemColorMode();
  const { mode } = resolveColorMode({ preference, systemMode, forced: forcedMode });

  // The callback is read when called, not made part of the context: a caller passing a new function on each render
  // would otherwise change the context on every render of theirs, and React draws afresh (dropping the server's
  // HTML) every part of the page below that has not hydrated yet when a context above it changes.
  const onChange = useRef(onPreferenceChange);
  useLayoutEffect(() => {
    onChange.current = onPreferenceChange;
  });

  useEffect(() => {
    // For the developer only: a production build leaves the check and its words out.
    if (!import.meta.env.DEV) return;
    const warning = colorModeWarning(forcedMode);
    if (warning) console.warn(warning);
  }, [forcedMode]);

  // Following the operating system, the mode is known once its setting is read: React reads it after hydration (the
  // server knows none), and until then the stylesheet follows it by itself.
  const known = chosenColorMode({ preference, forced: forcedMode }) !== null || systemMode !== null;
  useEffect(() => {
    if (!known) return;
    const root = document.documentElement;
    root.dataset['theme'] = mode;
    root.style.colorScheme = mode;
  }, [mode, known]);

  const setPreference = useCallback((next: ColorModePreference) => {
    setInner(next);
    writeColorModeCookie(next);
    onChange.current?.(next);
  }, []);

  // Only a mode the page may force is shared: `forcedMode` comes from route meta, typed unknown, and an object there
  // would change the context on every render.
  const shared = forcedMode === 'light' || forcedMode === 'dark' ? forcedMode : undefined;
  const value = useMemo(() => ({ preference, forcedMode: shared, setPreference }), [preference, shared, setPreference]);
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

/** The colour mode and preference; must be used inside a {@link ColorModeProvider}. */
export function useColorMode(): ColorModeContextValue {
  const shared = use(ColorModeContext);
  const systemMode = useSystemColorMode();
  if (shared === null) throw new Error('useColorMode must be used inside a ColorModeProvider');
  const { preference, forcedMode, setPreference } = shared;
  const { mode } = resolveColorMode({ preference, systemMode, forced: forcedMode });
  return { preference, mode, forced: forcedMode === 'light' || forcedMode === 'dark', setPreference };
}
