import { type SettingsInput } from './setting';
import { getSetting, SETTING_KEYS } from './setting-defaults';

/** Features that `disabled_routes` can switch off (docs/architecture.md, "Settings keys"). */
export const FEATURE_KEYS = ['cart', 'checkout', 'giftcards', 'carat-coins', 'gold-purchase-plan'] as const;

/** One switchable feature. */
export type FeatureKey = (typeof FEATURE_KEYS)[number];

/** A feature's name as a shopper reads it, e.g. in the toast that says it is switched off. */
export const FEATURE_LABELS: Readonly<Record<FeatureKey, string>> = {
  cart: 'Cart',
  checkout: 'Checkout',
  giftcards: 'Gift cards',
  'carat-coins': 'Carat coins',
  'gold-purchase-plan': 'Gold purchase plan',
};

/**
 * What the toast says when a switched-off feature's page is asked for: one whole sentence per feature, so each
 * reads right ("Gift cards are", "Checkout is") instead of a label pasted into one template.
 */
export const FEATURE_UNAVAILABLE_MESSAGES: Readonly<Record<FeatureKey, string>> = {
  cart: 'Cart is not available right now',
  checkout: 'Checkout is not available right now',
  giftcards: 'Gift cards are not available right now',
  'carat-coins': 'Carat coins are not available right now',
  'gold-purchase-plan': 'The gold purchase plan is not available right now',
};

/** True when `value` is one of {@link FEATURE_KEYS}, exactly. */
export function isFeatureKey(value: unknown): value is FeatureKey {
  return typeof value === 'string' && (FEATURE_KEYS as readonly string[]).includes(value);
}

/**
 * Parses `disabled_routes`: comma-separated feature keys, trimmed and case-insensitive. Unknown keys
 * are ignored and an empty or missing value disables nothing. The result is in {@link FEATURE_KEYS}
 * order, without repeats.
 */
export function parseDisabledRoutes(value: string | null | undefined): FeatureKey[] {
  if (typeof value !== 'string') return [];
  const wanted = new Set(value.split(',').map((part) => part.trim().toLowerCase()));
  return FEATURE_KEYS.filter((feature) => wanted.has(feature));
}

/** The features the settings switch off. */
export function disabledFeatures(settings: SettingsInput): FeatureKey[] {
  return parseDisabledRoutes(getSetting(settings, SETTING_KEYS.disabledRoutes));
}

/** True when the settings switch `feature` off. */
export function isFeatureDisabled(settings: SettingsInput, feature: FeatureKey): boolean {
  return disabledFeatures(settings).includes(feature);
}
