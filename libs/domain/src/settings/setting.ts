/** One server setting: key and value, both strings (docs/behaviour.md §3). */
export interface Setting {
  key: string;
  value: string;
}

/** Settings looked up by key; the last entry of a key wins. */
export type SettingsMap = Readonly<Record<string, string>>;

/** What the setting helpers read: the list as stored, or its map view. */
export type SettingsInput = readonly Setting[] | SettingsMap;

function isSetting(entry: unknown): entry is Setting {
  if (typeof entry !== 'object' || entry === null) return false;
  const { key, value } = entry as Record<string, unknown>;
  return typeof key === 'string' && key.trim() !== '' && typeof value === 'string';
}

/**
 * Reads the `GET /api/v1/settings/` payload: "a list, or an object with a data list, of {key, value}"
 * (docs/behaviour.md §7). Anything else gives an empty list and malformed entries are dropped; it never throws,
 * since a broken settings payload must not break the shop.
 */
export function parseSettings(payload: unknown): Setting[] {
  const list =
    Array.isArray(payload) ? payload
    : typeof payload === 'object' && payload !== null && Array.isArray((payload as { data?: unknown }).data) ?
      ((payload as { data: unknown[] }).data)
    : [];
  return list.filter(isSetting).map(({ key, value }) => ({ key, value }));
}

/** The map view of a settings list; of repeated keys the last one wins. */
export function toSettingsMap(settings: SettingsInput): SettingsMap {
  if (!Array.isArray(settings)) return settings as SettingsMap;
  return Object.fromEntries((settings as readonly Setting[]).map(({ key, value }) => [key, value]));
}

/** The raw value of `key`, or undefined when the server did not give it. */
export function readSetting(settings: SettingsInput, key: string): string | undefined {
  if (Array.isArray(settings)) {
    return (settings as readonly Setting[]).findLast((setting) => setting.key === key)?.value;
  }
  const map = settings as SettingsMap;
  return Object.hasOwn(map, key) ? map[key] : undefined;
}
