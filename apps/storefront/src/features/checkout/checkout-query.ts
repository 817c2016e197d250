import type { Fulfilment } from '@aurelia/contracts';

/** What the checkout page's URL holds: the server prices the order again whenever it changes. */
export interface CheckoutChoice {
  fulfilment: Fulfilment;
  store?: string;
  /** Carat coins to preview (0: none). */
  coins?: number;
}

/** `?fulfilment=` or a posted `fulfilment` as the choice it names: anything but `pickup` is delivery, the default. */
export function fulfilmentOf(raw: string | null): Fulfilment {
  return raw === 'pickup' ? 'pickup' : 'delivery';
}

/** `?coins=` as a number of coins to preview: anything but a whole number of at least 1 is none. */
export function coinsToPreview(raw: string | null): number {
  const coins = Number(raw);
  return raw !== null && /^\d+$/.test(raw) && Number.isSafeInteger(coins) ? coins : 0;
}

/** The checkout URL for a choice; the defaults (delivery, no coins) are left out. */
export function checkoutUrl(choice: CheckoutChoice): string {
  const query = new URLSearchParams();
  if (choice.fulfilment === 'pickup') {
    query.set('fulfilment', 'pickup');
    if (choice.store) query.set('store', choice.store);
  }
  if (choice.coins && choice.coins > 0) query.set('coins', String(choice.coins));
  const text = query.toString();
  return text ? `/checkout?${text}` : '/checkout';
}
