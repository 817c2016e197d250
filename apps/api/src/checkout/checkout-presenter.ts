import type { CheckoutSummary, Fulfilment } from '@aurelia/contracts';
import { fromMinorUnits, redeemableCoins, type CheckoutSummary as PricedSummary, type CoinAccount } from '@aurelia/domain';
import type { StoreSnapshot } from '../db/schema/index';
import type { CoinSettings } from '../carat-coins/coin-settings';
import { maskedCodeOf, type GiftCardRow } from '../gift-cards/gift-card-presenter';
import { canOrderLine, type ProductForCheckout } from './checkout-pricing';
import type { CheckoutSettings } from './checkout-settings';

/** What the checkout summary is drawn from: the cart, its products, the pricing and the shopper's means. */
export interface SummarySources {
  lines: readonly { itemId: number; quantity: number }[];
  /** The cart's products by id; a line whose product is gone shows as unavailable. */
  products: ReadonlyMap<number, ProductForCheckout>;
  fulfilment: Fulfilment;
  store: StoreSnapshot | null;
  priced: PricedSummary;
  settings: CheckoutSettings;
  coinSettings: CoinSettings;
  coinAccount: CoinAccount;
  coinsRequested: number;
  giftCard: GiftCardRow | null;
}

/** The wire shape of `GET`/`POST /checkout/summary`: decimal rupees, and whether the order can be placed. */
export function toCheckoutSummary(sources: SummarySources): CheckoutSummary {
  const { lines, products, fulfilment, store, priced, settings, coinSettings, coinAccount, giftCard } = sources;
  const wireLines = lines.map((line) => {
    const product = products.get(line.itemId);
    return {
      item_id: line.itemId,
      item_type: 'product' as const,
      name: product?.name ?? 'Product no longer available',
      slug: product?.slug ?? null,
      quantity: line.quantity,
      unit_price: fromMinorUnits(product?.priceMinor ?? 0),
      line_total: fromMinorUnits((product?.priceMinor ?? 0) * line.quantity),
      stock: product?.stock ?? 0,
      is_preorderable: product?.isPreorderable ?? false,
      is_available: product ? canOrderLine(product, line.quantity) : false,
    };
  });
  return {
    lines: wireLines,
    fulfilment,
    store: fulfilment === 'pickup' ? store : null,
    item_count: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: fromMinorUnits(priced.subtotal),
    gst_included: fromMinorUnits(priced.gstIncluded),
    shipping: fromMinorUnits(priced.shipping),
    carat_coins: {
      balance: coinAccount.balance,
      max_usable: redeemableCoins(priced.subtotal, coinAccount.balance, coinAccount.balance, coinSettings.redeem),
      requested: sources.coinsRequested,
      redeemed: priced.coinsRedeemed,
      value: fromMinorUnits(priced.coinsValue),
      coin_value: fromMinorUnits(coinSettings.redeem.valueMinorPerCoin),
      max_redeem_percent: Math.floor(coinSettings.redeem.maxShareBp / 100),
    },
    gift_card: giftCard && {
      masked_code: maskedCodeOf(giftCard),
      last4: giftCard.codeLast4 ?? '',
      balance: fromMinorUnits(giftCard.balanceMinor),
      applied: fromMinorUnits(priced.giftCardApplied),
      balance_after: fromMinorUnits(giftCard.balanceMinor - priced.giftCardApplied),
    },
    total: fromMinorUnits(priced.total),
    shipping_fee: fromMinorUnits(settings.shipping.feeMinor),
    free_shipping_from: fromMinorUnits(settings.shipping.freeFromMinor),
    store_open: settings.storeOpen,
    can_place_order: settings.storeOpen && wireLines.every((line) => line.is_available) && (fulfilment === 'delivery' || store !== null),
  };
}
