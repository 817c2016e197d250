/** A colour mode the page can be drawn in. */
export type ColorMode = 'light' | 'dark';

/** The shopper's choice: a mode, or follow the operating system (docs/behaviour.md §4). */
export type ColorModePreference = ColorMode | 'system';

/**
 * The cookie that keeps the shopper's preference across visits. A cookie, not local storage: the server reads it and
 * draws the page in the chosen mode from its first paint, with no script in the page's head.
 */
export const COLOR_MODE_COOKIE = 'aurelia-color-mode';

/** The preference when none is stored or the stored one is unreadable. */
export const DEFAULT_COLOR_MODE_PREFERENCE: ColorModePreference = 'system';

/** True for `light`, `dark` or `system`, exactly. */
export function isColorModePreference(value: unknown): value is ColorModePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

/**
 * Reads a stored preference (cookie or local storage). Surrounding blanks and letter case are
 * forgiven; anything else, missing values included, is `system`.
 */
export function parseColorModePreference(raw: unknown): ColorModePreference {
  const value = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  return isColorModePreference(value) ? value : DEFAULT_COLOR_MODE_PREFERENCE;
}
