import { toMinorUnits, toSettingsMap, type CoinEarnTerms, type CoinTerms, type SettingsMap } from '@aurelia/domain';
import { settings as settingsTable } from '../db/schema/index';
import type { Queries } from '../db/queries';
import type { SettingsRepository } from '../settings/settings-plugin';

/** The carat-coin settings, by key. */
export const COIN_SETTING_KEYS = {
  coinsPer100: 'carat_coins_per_100_rupees',
  studdedCoinsPer100: 'carat_coins_per_100_rupees_studded',
  coinValueRupees: 'carat_coin_value_rupees',
  maxRedeemPercent: 'carat_coins_max_redeem_percent',
  expiryMonths: 'carat_coins_expiry_months',
} as const;

export const COIN_SETTING_DEFAULTS = {
  coinsPer100: 1,
  /** Diamonds and gemstones earn double. */
  studdedCoinsPer100: 2,
  coinValueRupees: 1,
  /** Coins pay at most a tenth of the pieces' price. */
  maxRedeemPercent: 10,
  expiryMonths: 12,
} as const;

/** Earning and redeeming terms, in the units libs/domain works in. */
export interface CoinSettings {
  earn: CoinEarnTerms;
  redeem: CoinTerms;
}

/** A whole number within `limits`, or `fallback` (missing, not a number, a fraction or out of range). */
function wholeSetting(map: SettingsMap, key: string, fallback: number, limits: { min: number; max: number }): number {
  const raw = map[key]?.trim();
  const value = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isSafeInteger(value) && value >= limits.min && value <= limits.max ? value : fallback;
}

/** A positive amount of rupees written with at most 2 decimals (`0.5`, `1`), up to `max`, or `fallback`. */
function rupeesSetting(map: SettingsMap, key: string, fallback: number, max: number): number {
  const raw = map[key]?.trim() ?? '';
  const value = /^\d+(\.\d{1,2})?$/.test(raw) ? Number(raw) : Number.NaN;
  return value > 0 && value <= max ? value : fallback;
}

/**
 * The coin terms from the stored settings; each value that is missing or invalid falls back to its default
 * on its own (a typo in one setting never switches coins off or makes them free).
 */
export function coinSettingsFrom(map: SettingsMap): CoinSettings {
  const d = COIN_SETTING_DEFAULTS;
  const coinsPer100 = wholeSetting(map, COIN_SETTING_KEYS.coinsPer100, d.coinsPer100, { min: 0, max: 100 });
  // Studded pieces never earn less than plain ones: a lower value is taken as a mistake.
  const studded = wholeSetting(map, COIN_SETTING_KEYS.studdedCoinsPer100, Math.max(d.studdedCoinsPer100, coinsPer100), { min: 0, max: 100 });
  const value = rupeesSetting(map, COIN_SETTING_KEYS.coinValueRupees, d.coinValueRupees, 100);
  const percent = wholeSetting(map, COIN_SETTING_KEYS.maxRedeemPercent, d.maxRedeemPercent, { min: 0, max: 100 });
  const months = wholeSetting(map, COIN_SETTING_KEYS.expiryMonths, d.expiryMonths, { min: 1, max: 120 });
  return {
    earn: { coinsPer100, studdedCoinsPer100: Math.max(studded, coinsPer100), expiryMonths: months },
    redeem: { valueMinorPerCoin: toMinorUnits(value), maxShareBp: percent * 100 },
  };
}

export async function readCoinSettings(settings: SettingsRepository): Promise<CoinSettings> {
  return coinSettingsFrom(toSettingsMap(await settings.list()));
}

/**
 * The coin terms read inside a transaction (a payment callback earning coins): on PGlite, with its one
 * connection, a read outside the open transaction would wait for it forever.
 */
export async function readCoinSettingsIn(tx: Queries): Promise<CoinSettings> {
  return coinSettingsFrom(toSettingsMap(await tx.select({ key: settingsTable.key, value: settingsTable.value }).from(settingsTable)));
}
