import { SETTINGS_CACHE_TTL_MS } from '../constants';
import { parseSettings, type Setting } from './setting';

/** A settings entry as kept in session storage (docs/behaviour.md §9). */
export interface SettingsCacheEntry {
  /** Epoch milliseconds when the settings were fetched. */
  cachedAt: number;
  settings: Setting[];
}

/**
 * True while a cache entry written at `cachedAt` is younger than {@link SETTINGS_CACHE_TTL_MS}
 * (5 minutes, docs/behaviour.md §9): at exactly 5 minutes it has expired. An entry from the future is
 * treated as expired, since a clock that moved backwards cannot vouch for it.
 */
export function isSettingsCacheValid(cachedAt: number, now: number): boolean {
  const age = now - cachedAt;
  return Number.isFinite(age) && age >= 0 && age < SETTINGS_CACHE_TTL_MS;
}

/** The session-storage text of a cache entry. */
export function serializeSettingsCache(settings: readonly Setting[], cachedAt: number): string {
  const entry: SettingsCacheEntry = { cachedAt, settings: [...settings] };
  return JSON.stringify(entry);
}

/**
 * Reads session-storage text back into a cache entry, or null when it is missing, not JSON or has no
 * finite `cachedAt`. Malformed settings inside are dropped, as from the server.
 */
export function parseSettingsCache(raw: string | null | undefined): SettingsCacheEntry | null {
  if (typeof raw !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { cachedAt, settings } = value as Record<string, unknown>;
  if (typeof cachedAt !== 'number' || !Number.isFinite(cachedAt)) return null;
  return { cachedAt, settings: parseSettings(settings) };
}

/** The cached settings when the text holds a still-valid entry, else null (fetch them instead). */
export function readSettingsCache(raw: string | null | undefined, now: number): Setting[] | null {
  const entry = parseSettingsCache(raw);
  return entry !== null && isSettingsCacheValid(entry.cachedAt, now) ? entry.settings : null;
}
