import type { CheckoutBody, Fulfilment } from '@aurelia/contracts';
import { canSell, lineLimitOf, priceCheckout, type CheckoutInput, type CheckoutSummary as PricedSummary } from '@aurelia/domain';
import type { PriceBreakupSnapshot } from '../db/schema/index';
import { priceBreakupOfRow, type ProductRow } from '../catalogue/product-presenter';
import { productRowColumns } from '../catalogue/product-queries';
import type { CheckoutSettings } from './checkout-settings';
import { fingerprintOf } from '../idempotency/idempotency-keys';

/** Pricing without coins (none asked for): the terms do not matter when nothing is requested. */
export const NO_COINS: CheckoutInput['coins'] = { requested: 0, balance: 0, terms: { valueMinorPerCoin: 100, maxShareBp: 0 } };

/** A product row as checkout reads it: the catalogue's row without the description. */
export type ProductForCheckout = Omit<ProductRow, 'description'>;

const { description, ...checkoutColumns } = productRowColumns;
void description;
/** The columns of {@link ProductForCheckout}, for selects (and row locks) of the cart's products. */
export const productColumns = checkoutColumns;

/** libs/domain's stock rule, on a product as checkout reads it. */
export const isAvailable = (product: Pick<ProductForCheckout, 'isPreorderable' | 'stock'>, quantity: number) => canSell(product, quantity);

/** Whether a bag's line can be ordered as it is: the stock rule, and no more than one of a one-of-a-kind piece. */
export const canOrderLine = (product: Pick<ProductForCheckout, 'isPreorderable' | 'stock' | 'stoneValueMinor'>, quantity: number) =>
  isAvailable(product, quantity) && quantity <= lineLimitOf(product, quantity);

/** The 409 message for a piece short of stock, naming it; `holder` is what asks for `quantity`. */
export function shortStockMessage(product: Pick<ProductForCheckout, 'name' | 'stock'>, quantity: number, holder: 'cart' | 'order'): string {
  if (product.stock === 0) return `${product.name} is out of stock.`;
  return `Only ${product.stock} of ${product.name} left; your ${holder === 'cart' ? 'cart holds' : 'order needs'} ${quantity}.`;
}

/**
 * The pricing rule of libs/domain on lines priced from the catalogue: coins asked for are capped by the
 * balance and the share the terms allow (`coinsRedeemed`), a gift card's balance pays up to what is left
 * (`giftCardApplied`), and `total` is what is left to pay.
 */
export function price(
  lines: readonly { product: ProductForCheckout; quantity: number }[],
  fulfilment: Fulfilment,
  settings: CheckoutSettings,
  giftCardBalanceMinor = 0,
  coins: CheckoutInput['coins'] = NO_COINS,
): PricedSummary {
  return priceCheckout({
    lines: lines.map(({ product, quantity }) => ({ unitPriceMinor: product.priceMinor, quantity, unitGstMinor: product.gstMinor })),
    fulfilment,
    shipping: settings.shipping,
    coins,
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
    roundOffMinor: product.priceMinor - breakup.subtotal - product.gstMinor,
    totalMinor: product.priceMinor,
  };
}

/**
 * What makes two checkout requests "the same": the body, canonically ordered. Coins join only when asked
 * for, so keys stored before coins existed keep their fingerprint.
 */
export function checkoutFingerprint(body: CheckoutBody): string {
  return fingerprintOf([
    body.fulfilment,
    body.address_id ?? null,
    body.store ?? null,
    body.payment_method,
    body.gift_card_code ?? null,
    ...(body.coins ? [body.coins] : []),
  ]);
}
