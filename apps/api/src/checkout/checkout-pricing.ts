import type { CheckoutBody, Fulfilment } from '@aurelia/contracts';
import { priceCheckout, type CheckoutSummary as PricedSummary } from '@aurelia/domain';
import type { PriceBreakupSnapshot } from '../db/schema/index';
import { priceBreakupOfRow, type ProductRow } from '../catalogue/product-presenter';
import { productRowColumns } from '../catalogue/product-queries';
import type { CheckoutSettings } from './checkout-settings';
import { fingerprintOf } from './idempotency';

/** Coins and gift cards are a later slice of issue 7: checkout prices without them for now. */
const NO_COINS = { requested: 0, balance: 0, terms: { valueMinorPerCoin: 100, maxShareBp: 0 } } as const;

/** A product row as checkout reads it: the catalogue's row without the description. */
export type ProductForCheckout = Omit<ProductRow, 'description'>;

const { description, ...checkoutColumns } = productRowColumns;
void description;
/** The columns of {@link ProductForCheckout}, for selects (and row locks) of the cart's products. */
export const productColumns = checkoutColumns;

export const isAvailable = (product: Pick<ProductForCheckout, 'isPreorderable' | 'stock'>, quantity: number) =>
  product.isPreorderable || product.stock >= quantity;

/** The 409 message for a piece short of stock, naming it; `holder` is what asks for `quantity`. */
export function shortStockMessage(product: Pick<ProductForCheckout, 'name' | 'stock'>, quantity: number, holder: 'cart' | 'order'): string {
  if (product.stock === 0) return `${product.name} is out of stock.`;
  return `Only ${product.stock} of ${product.name} left; your ${holder === 'cart' ? 'cart holds' : 'order needs'} ${quantity}.`;
}

/**
 * The pricing rule of libs/domain on lines priced from the catalogue, without coins; a gift card's balance
 * pays up to what is due (`giftCardApplied`), and `total` is what is left to pay.
 */
export function price(
  lines: readonly { product: ProductForCheckout; quantity: number }[],
  fulfilment: Fulfilment,
  settings: CheckoutSettings,
  giftCardBalanceMinor = 0,
): PricedSummary {
  return priceCheckout({
    lines: lines.map(({ product, quantity }) => ({ unitPriceMinor: product.priceMinor, quantity })),
    fulfilment,
    shipping: settings.shipping,
    coins: NO_COINS,
    giftCardBalanceMinor,
  });
}

export function breakupOf(product: ProductForCheckout): PriceBreakupSnapshot {
  const breakup = priceBreakupOfRow(product);
  return {
    metalWeightMg: product.metalWeightMg,
    metalRateMinor: product.metalRateMinor,
    metalValueMinor: breakup.metalValue,
    makingChargeMinor: breakup.makingCharge,
    stoneValueMinor: breakup.stoneValue,
    subtotalMinor: breakup.subtotal,
    gstMinor: product.gstMinor,
    totalMinor: product.priceMinor,
  };
}

/** What makes two checkout requests "the same": the body, canonically ordered. */
export function checkoutFingerprint(body: CheckoutBody): string {
  return fingerprintOf([body.fulfilment, body.address_id ?? null, body.store ?? null, body.payment_method, body.gift_card_code ?? null]);
}
