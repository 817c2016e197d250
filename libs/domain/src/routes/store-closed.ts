import { isFeatureDisabled } from '../settings/disabled-routes';
import { type SettingsInput } from '../settings/setting';
import { isStoreOpen } from '../settings/store-flags';

/**
 * Whether a shopper may add to the cart: the store is open (`is_store_open=false` refuses add-to-cart,
 * docs/architecture.md) and the cart feature is not switched off by `disabled_routes`.
 */
export function canAddToCart(settings: SettingsInput): boolean {
  return isStoreOpen(settings) && !isFeatureDisabled(settings, 'cart');
}

/** Whether a shopper may check out: the store is open and checkout is not switched off. */
export function canCheckout(settings: SettingsInput): boolean {
  return isStoreOpen(settings) && !isFeatureDisabled(settings, 'checkout');
}
