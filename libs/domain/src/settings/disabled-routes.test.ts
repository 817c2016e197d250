import { describe, expect, it } from 'vitest';
import {
  disabledFeatures,
  FEATURE_KEYS,
  FEATURE_LABELS,
  FEATURE_UNAVAILABLE_MESSAGES,
  isFeatureDisabled,
  isFeatureKey,
  parseDisabledRoutes,
} from './disabled-routes';

describe('docs/behaviour.md §2 disabled-routes check: disabled_routes lists feature keys (docs/architecture.md)', () => {
  it('parses comma-separated keys, trimmed and case-insensitive', () => {
    expect(parseDisabledRoutes(' Cart , GIFTCARDS,gold-purchase-plan ')).toEqual([
      'cart',
      'giftcards',
      'gold-purchase-plan',
    ]);
  });
  it('ignores unknown keys and repeats, in feature order', () => {
    expect(parseDisabledRoutes('wishlist,carat-coins,checkout,carat-coins,,')).toEqual(['checkout', 'carat-coins']);
  });
  it('disables nothing when empty or missing', () => {
    expect(parseDisabledRoutes('')).toEqual([]);
    expect(parseDisabledRoutes('  ,  ')).toEqual([]);
    expect(parseDisabledRoutes(null)).toEqual([]);
    expect(parseDisabledRoutes(undefined)).toEqual([]);
  });
  it('reads the disabled_routes setting', () => {
    const settings = [{ key: 'disabled_routes', value: 'cart,checkout' }];
    expect(disabledFeatures(settings)).toEqual(['cart', 'checkout']);
    expect(isFeatureDisabled(settings, 'cart')).toBe(true);
    expect(isFeatureDisabled(settings, 'giftcards')).toBe(false);
    expect(disabledFeatures([])).toEqual([]);
  });
  it('knows the five feature keys and names each for the shopper', () => {
    expect(FEATURE_KEYS).toEqual(['cart', 'checkout', 'giftcards', 'carat-coins', 'gold-purchase-plan']);
    for (const feature of FEATURE_KEYS) expect(FEATURE_LABELS[feature]).toMatch(/^[A-Z]/);
    expect(isFeatureKey('giftcards')).toBe(true);
    expect(isFeatureKey('Giftcards')).toBe(false);
    expect(isFeatureKey(1)).toBe(false);
  });
  it('says a switched-off feature is unavailable in a sentence of its own, with the verb agreeing', () => {
    expect(FEATURE_UNAVAILABLE_MESSAGES.giftcards).toBe('Gift cards are not available right now');
    expect(FEATURE_UNAVAILABLE_MESSAGES['carat-coins']).toBe('Carat coins are not available right now');
    expect(FEATURE_UNAVAILABLE_MESSAGES.checkout).toBe('Checkout is not available right now');
    for (const feature of FEATURE_KEYS) expect(FEATURE_UNAVAILABLE_MESSAGES[feature]).toMatch(/^[A-Z].* not available right now$/);
  });
});
