import { type ColorMode, type ColorModePreference } from './color-mode-preference';

/** What decides the colour mode of a page. */
export interface ColorModeInputs {
  preference: ColorModePreference;
  /** The operating system's mode (`prefers-color-scheme`); null where it is not known, as on the server. */
  systemMode: ColorMode | null;
  /** The mode the route's meta forces, if any (docs/behaviour.md §4). */
  forced?: unknown;
}

/** The mode to draw. */
export interface ResolvedColorMode {
  mode: ColorMode;
}

/** The mode when the preference is `system` and the operating system's mode is not known. */
export const FALLBACK_COLOR_MODE: ColorMode = 'light';

/**
 * Resolves the colour mode (docs/behaviour.md §4). A route may force `light` or `dark`, which wins. Forcing
 * `system` is ignored, as is any other forced value ({@link colorModeWarning} says so to the developer); `null` or
 * `undefined` force nothing. Otherwise the preference applies, `system` following the operating system, or
 * {@link FALLBACK_COLOR_MODE} when that is unknown.
 */
export function resolveColorMode({ preference, systemMode, forced }: ColorModeInputs): ResolvedColorMode {
  if (forced === 'light' || forced === 'dark') return { mode: forced };
  return { mode: preference === 'system' ? (systemMode ?? FALLBACK_COLOR_MODE) : preference };
}

/**
 * The mode a page is drawn in whatever the operating system's: a forced `light` or `dark`, else the shopper's own
 * choice; null when the preference is `system`, which the stylesheet follows by itself (`color-scheme: light dark`).
 * What the server can put on `<html>` before any script runs.
 */
export function chosenColorMode({ preference, forced }: Omit<ColorModeInputs, 'systemMode'>): ColorMode | null {
  if (forced === 'light' || forced === 'dark') return forced;
  return preference === 'system' ? null : preference;
}

/**
 * The warning for a developer whose route forced a mode that is ignored, or null. Apart from
 * {@link resolveColorMode} so that a production build, which logs no such warning, carries none of its words.
 */
export function colorModeWarning(forced: unknown): string | null {
  if (forced === undefined || forced === null || forced === 'light' || forced === 'dark') return null;
  return forced === 'system' ?
      'A route cannot force the colour mode "system"; forcing it is ignored. Force "light" or "dark", or force nothing.'
    : `A route forced an unknown colour mode (${String(forced)}); it is ignored. Force "light" or "dark".`;
}
