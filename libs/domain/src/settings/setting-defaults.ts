import { readSetting, type Setting, type SettingsInput } from './setting';

/** The setting keys the shop reads (docs/architecture.md, "Settings keys"). */
export const SETTING_KEYS = {
  storeOpen: 'is_store_open',
  showNoticeBar: 'show-notice-bar',
  noticeBarText: 'notice-bar-text',
  maintenanceMode: 'maintenance_mode',
  disabledRoutes: 'disabled_routes',
} as const;

/** Defaults when the server gives none: `is_store_open = true`, `show-notice-bar = true` (docs/behaviour.md §3). */
export const DEFAULT_SETTINGS: readonly Setting[] = [
  { key: SETTING_KEYS.storeOpen, value: 'true' },
  { key: SETTING_KEYS.showNoticeBar, value: 'true' },
];

/** Default of each boolean setting, used when its value is missing or invalid (docs/behaviour.md §5). */
export const BOOLEAN_SETTING_DEFAULTS: Readonly<Record<string, boolean>> = {
  [SETTING_KEYS.storeOpen]: true,
  [SETTING_KEYS.showNoticeBar]: true,
  [SETTING_KEYS.maintenanceMode]: false,
};

/**
 * The server's settings with the defaults merged under them: a key the server gave keeps its value,
 * a default key it did not give is added. One entry per key, the server's order first.
 */
export function withDefaultSettings(settings: readonly Setting[]): Setting[] {
  const merged = new Map<string, string>();
  for (const { key, value } of settings) merged.set(key, value);
  for (const { key, value } of DEFAULT_SETTINGS) if (!merged.has(key)) merged.set(key, value);
  return [...merged].map(([key, value]) => ({ key, value }));
}

/** The value of `key`, or its default from {@link DEFAULT_SETTINGS}, or undefined. */
export function getSetting(settings: SettingsInput, key: string): string | undefined {
  return readSetting(settings, key) ?? readSetting(DEFAULT_SETTINGS, key);
}

/**
 * A boolean setting, held as the string `true` or `false` (docs/behaviour.md §3). Surrounding blanks and letter
 * case are forgiven; any other value is invalid and gives the default (docs/behaviour.md §5): `fallback` when
 * given, else the key's entry in {@link BOOLEAN_SETTING_DEFAULTS}, else false.
 */
export function getBooleanSetting(settings: SettingsInput, key: string, fallback?: boolean): boolean {
  const value = readSetting(settings, key)?.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback ?? (Object.hasOwn(BOOLEAN_SETTING_DEFAULTS, key) ? BOOLEAN_SETTING_DEFAULTS[key] === true : false);
}
