import { isStoreOpen, toMinorUnits, toSettingsMap, type SettingsMap, type ShippingTerms } from '@aurelia/domain';
import type { SettingsRepository } from '../settings/settings-plugin';

/** The settings checkout reads, by key; each falls back to its default when missing or not a sane number. */
export const CHECKOUT_SETTING_KEYS = {
  shippingFeeRupees: 'shipping_fee_rupees',
  freeShippingFromRupees: 'shipping_free_above_rupees',
  reservationMinutes: 'checkout_reservation_minutes',
} as const;

export const CHECKOUT_SETTING_DEFAULTS = {
  shippingFeeRupees: 250,
  /** The notice bar promises free insured shipping on orders above ₹25,000. */
  freeShippingFromRupees: 25_000,
  /** How long an unpaid order holds its stock. */
  reservationMinutes: 30,
} as const;

/** What checkout needs from settings, read fresh for every request. */
export interface CheckoutSettings {
  storeOpen: boolean;
  shipping: ShippingTerms;
  reservationMs: number;
}

/** A non-negative number of rupees (2 decimals at most), or `fallback`. */
function rupeesSetting(map: SettingsMap, key: string, fallback: number, limits: { min: number; max: number }): number {
  const raw = map[key]?.trim();
  const value = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return Number.isFinite(value) && value >= limits.min && value <= limits.max ? value : fallback;
}

/** Checkout's settings from the stored list, with defaults for what is missing or invalid. */
export function checkoutSettingsFrom(map: SettingsMap): CheckoutSettings {
  const fee = rupeesSetting(map, CHECKOUT_SETTING_KEYS.shippingFeeRupees, CHECKOUT_SETTING_DEFAULTS.shippingFeeRupees, {
    min: 0,
    max: 1_000_000,
  });
  const freeFrom = rupeesSetting(
    map,
    CHECKOUT_SETTING_KEYS.freeShippingFromRupees,
    CHECKOUT_SETTING_DEFAULTS.freeShippingFromRupees,
    { min: 0, max: 1_000_000_000 },
  );
  const minutes = rupeesSetting(map, CHECKOUT_SETTING_KEYS.reservationMinutes, CHECKOUT_SETTING_DEFAULTS.reservationMinutes, {
    min: 1,
    max: 7 * 24 * 60,
  });
  return {
    storeOpen: isStoreOpen(map),
    shipping: { feeMinor: toMinorUnits(fee), freeFromMinor: toMinorUnits(freeFrom) },
    reservationMs: Math.round(minutes * 60_000),
  };
}

export async function readCheckoutSettings(settings: SettingsRepository): Promise<CheckoutSettings> {
  return checkoutSettingsFrom(toSettingsMap(await settings.list()));
}
