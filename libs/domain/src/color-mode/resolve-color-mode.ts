import { type ColorMode, type ColorModePreference } from './color-mode-preference';

/** What decides the colour mode of a page. */
export interface ColorModeInputs {
  preference: ColorModePreference;
  /** The operating system's mode (`prefers-color-scheme`); null where it is not known, as on the server. */
  systemMode: ColorMode | null;
  /** The mode the route's meta forces, if any (docs/behaviour.md §4). */
  forced?: unknown;
}

/** The mode to draw, and a warning for the developer when the route's forced mode was ignored. */
export interface ResolvedColorMode {
  mode: ColorMode;
  warning?: string;
}

/** The mode when the preference is `system` and the operating system's mode is not known. */
export const FALLBACK_COLOR_MODE: ColorMode = 'light';

/**
 * Resolves the colour mode (docs/behaviour.md §4). A route may force `light` or `dark`, which wins. Forcing
 * `system` is warned about and ignored, as is any other forced value; `null` or `undefined` force
 * nothing. Otherwise the preference applies, `system` following the operating system, or
 * {@link FALLBACK_COLOR_MODE} when that is unknown. The caller logs the warning; the domain does not.
 */
export function resolveColorMode({ preference, systemMode, forced }: ColorModeInputs): ResolvedColorMode {
  if (forced === 'light' || forced === 'dark') return { mode: forced };
  const mode = preference === 'system' ? (systemMode ?? FALLBACK_COLOR_MODE) : preference;
  if (forced === undefined || forced === null) return { mode };
  const warning =
    forced === 'system' ?
      'A route cannot force the colour mode "system"; forcing it is ignored. Force "light" or "dark", or force nothing.'
    : `A route forced an unknown colour mode (${String(forced)}); it is ignored. Force "light" or "dark".`;
  return { mode, warning };
}
