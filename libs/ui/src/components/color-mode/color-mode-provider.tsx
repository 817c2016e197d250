import {
  parseColorModePreference,
  colorModeWarning,
  resolveColorMode,
  type ColorMode,
  type ColorModePreference,
  DEFAULT_COLOR_MODE_PREFERENCE,
} from '@aurelia/domain';
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { COLOR_MODE_STORAGE_KEY, colorModeScript, type ColorModeScriptOptions } from './color-mode-script';

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

const ColorModeContext = createContext<ColorModeContextValue | null>(null);

export interface ColorModeProviderProps {
  children?: ReactNode;
  /** Controlled preference. */
  preference?: ColorModePreference;
  /** Preference before anything is stored (default: the domain's, `system`). */
  defaultPreference?: ColorModePreference;
  /** Called when the shopper picks a preference, and with the stored one once read after hydration. */
  onPreferenceChange?: (preference: ColorModePreference) => void;
  /**
   * The mode the page's route meta forces. `light` or `dark` win over the preference; `system`
   * (or anything else) is warned about in the console and ignored (docs/behaviour.md §4).
   */
  forcedMode?: unknown;
  /** localStorage key (default {@link COLOR_MODE_STORAGE_KEY}). */
  storageKey?: string;
}

function readStored(storageKey: string): ColorModePreference | null {
  try {
    const raw = window.localStorage.getItem(storageKey);
    return raw === null ? null : parseColorModePreference(raw);
  } catch {
    // Storage can be blocked (private mode, policies): the default applies.
    return null;
  }
}

/**
 * Resolves and applies the colour mode with the libs/domain rules: sets `data-theme` and
 * `color-scheme` on `<html>`, follows the operating system when the preference is `system`, keeps the
 * preference in localStorage and honours a page's forced mode. Pair it with {@link ColorModeScript}.
 */
export function ColorModeProvider({
  children,
  preference: controlled,
  defaultPreference = DEFAULT_COLOR_MODE_PREFERENCE,
  onPreferenceChange,
  forcedMode,
  storageKey = COLOR_MODE_STORAGE_KEY,
}: ColorModeProviderProps) {
  const [inner, setInner] = useState<ColorModePreference>(defaultPreference);
  // Until the stored preference is read, the head script's theme stands: applying the default first
  // would flash the wrong theme for a frame.
  const [storageRead, setStorageRead] = useState(false);
  const preference = controlled ?? inner;
  const systemMode = useSystemColorMode();
  const { mode } = resolveColorMode({ preference, systemMode, forced: forcedMode });
  const forced = forcedMode === 'light' || forcedMode === 'dark';

  // The callback is read when called, not made part of the context: a caller passing a new function on each render
  // would otherwise change the context on every render of theirs, and React draws afresh (dropping the server's
  // HTML) every part of the page below that has not hydrated yet when a context above it changes.
  const onChange = useRef(onPreferenceChange);
  useLayoutEffect(() => {
    onChange.current = onPreferenceChange;
  });

  useEffect(() => {
    const stored = readStored(storageKey);
    // Sync the stored preference after hydration; the head script already painted it. A caller holding the
    // preference (`preference`) hears of it as of a choice.
    if (stored !== null) {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setInner(stored);
      onChange.current?.(stored);
    }
    setStorageRead(true);
  }, [storageKey]);

  useEffect(() => {
    // For the developer only: a production build leaves the check and its words out.
    if (!import.meta.env.DEV) return;
    const warning = colorModeWarning(forcedMode);
    if (warning) console.warn(warning);
  }, [forcedMode]);

  useEffect(() => {
    if (!storageRead) return;
    const root = document.documentElement;
    root.dataset['theme'] = mode;
    root.style.colorScheme = mode;
  }, [mode, storageRead]);

  const setPreference = useCallback(
    (next: ColorModePreference) => {
      setInner(next);
      try {
        window.localStorage.setItem(storageKey, next);
      } catch {
        // Not kept across visits when storage is blocked; the choice still applies now.
      }
      onChange.current?.(next);
    },
    [storageKey],
  );

  const value = useMemo(() => ({ preference, mode, forced, setPreference }), [preference, mode, forced, setPreference]);
  return <ColorModeContext value={value}>{children}</ColorModeContext>;
}

/** The colour mode and preference; must be used inside a {@link ColorModeProvider}. */
export function useColorMode(): ColorModeContextValue {
  const value = use(ColorModeContext);
  if (value === null) throw new Error('useColorMode must be used inside a ColorModeProvider');
  return value;
}

/** Props of {@link ColorModeScript}. */
export interface ColorModeScriptProps extends ColorModeScriptOptions {
  /** The page's Content-Security-Policy nonce, when its policy admits inline scripts only by nonce. */
  nonce?: string;
}

/**
 * Renders the no-flash script; put it first in `<head>`. It does its work once, as the browser parses the
 * server's HTML, so browser builds leave its text out: hydration keeps the server's, and a script React adds in
 * the browser never runs.
 */
export function ColorModeScript({ nonce, ...options }: ColorModeScriptProps) {
  // The browser hides a nonce from the DOM after parsing, so hydration may see it differ (and the text, left out).
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? colorModeScript(options) : '' }} />;
}
