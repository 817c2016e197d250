import { providerMethodSchema, type CheckoutBody, type CheckoutSummary, type Fulfilment } from '@aurelia/contracts';
import { formatInrMinor, indiaDate, lineLimitOf, toMinorUnits, type CheckoutInput } from '@aurelia/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import type { AddressRepository } from '../addresses/address-repository';
import { oneOfAKindRefusal, type CartRepository } from '../cart/cart-repository';
import type { StoreRepository } from '../stores/store-repository';
import {
  cartItems,
  orderEvents,
  orderItems,
  orders,
  products,
  type AddressSnapshot,
  type StoreSnapshot,
} from '../db/schema/index';
import { ConflictError, ValidationError } from '../errors';
import { orderReturnPath, startAttempt } from '../payments/payment-attempts';
import type { PaymentService } from '../payments/payment-service';
import type { OrderConfirmations } from '../orders/order-confirmation';
import { required } from '../required';
import type { SettingsRepository } from '../settings/settings-plugin';
import { breakupOf, checkoutFingerprint, isAvailable, price, productColumns, shortStockMessage, type ProductForCheckout } from './checkout-pricing';
import { toCheckoutSummary } from './checkout-presenter';
import { readCheckoutSettings } from './checkout-settings';
import { claimIdempotencyKey, settleIdempotencyKey } from '../idempotency/idempotency-keys';
import { debitGiftCard } from '../gift-cards/gift-card-ledger';
import { giftCardForOrder, giftCardForPreview } from '../gift-cards/order-gift-cards';
import { generateOrderNumber } from './order-number';
import { orderOfSameSubmit } from './same-submit';
import { lockShopperWrites } from './shopper-lock';
import { debitRedeemedCoins, lockCoinAccount, readCoinAccount } from '../carat-coins/coin-ledger';
import { readCoinSettings } from '../carat-coins/coin-settings';
import { earnCoinsForPaidOrder } from '../carat-coins/order-coins';
import { cancelOrdersReplacedByBag, markReplaced } from '../orders/replace-pending-orders';


/** The first line of an order's timeline: how it is paid. */
function placedNote(body: CheckoutBody, summary: { giftCardApplied: number; coinsRedeemed: number; coinsValue: number }, dueMinor: number): string {
  const parts = [
    summary.coinsRedeemed > 0 ? `${formatInrMinor(summary.coinsValue)} paid with ${summary.coinsRedeemed} carat coins` : null,
    summary.giftCardApplied > 0 ? `${formatInrMinor(summary.giftCardApplied)} paid by gift card` : null,
  ].filter((part) => part !== null);
  const prepaid = parts.length > 0 ? `; ${parts.join('; ')}` : '';
  if (dueMinor === 0) {
    const payers = [
      summary.coinsRedeemed > 0 ? `${summary.coinsRedeemed} carat coins (${formatInrMinor(summary.coinsValue)})` : null,
      summary.giftCardApplied > 0 ? `gift card (${formatInrMinor(summary.giftCardApplied)})` : null,
    ].filter((payer) => payer !== null);
    return payers.length > 0 ? `Order placed and paid by ${payers.join(' and ')}.` : 'Order placed; nothing is left to pay.';
  }
  if (body.payment_method === 'cash') {
    const rest = `pay ${prepaid ? `the rest, ${formatInrMinor(dueMinor)}, ` : ''}in cash on ${body.fulfilment === 'pickup' ? 'pick-up' : 'delivery'}`;
    return `Order placed${prepaid}; ${rest}.`;
  }
  return `Order placed${prepaid}; the pieces are reserved while payment is completed.`;
}

export const EMPTY_CART_MESSAGE = 'Your cart is empty: add a piece before checking out.';
export const STORE_CLOSED_MESSAGE = 'The store is closed at the moment: orders cannot be placed.';
export const PRICES_CHANGED_MESSAGE = 'Prices have changed since you looked: check the new total before you place the order.';

/** 409 for a bag whose pieces no longer come to the subtotal the shopper saw (the day's metal rate moved). */
function pricesChanged(shownMinor: number, nowMinor: number): ConflictError {
  return new ConflictError(PRICES_CHANGED_MESSAGE, {
    expected_subtotal: [
      `Your pieces now come to ${formatInrMinor(nowMinor)}, not ${formatInrMinor(shownMinor)}: their prices follow the day’s metal rate, which has changed. Nothing was charged; check the new total and place the order again.`,
    ],
  });
}

/** The repositories checkout reads through, inside its own transaction when it places an order. */
export interface CheckoutRepositories {
  stores: Pick<StoreRepository, 'findStoreBySlug'>;
  addresses: Pick<AddressRepository, 'find'>;
  carts: Pick<CartRepository, 'quantities'>;
}

export interface CheckoutServiceOptions {
  /** The clock reservations are measured from (tests move it). */
  now?: () => Date;
  /** Told when the confirmation mail of a placed order fails: the order stands, so the request does not fail. */
  onMailError?: (error: unknown) => void;
}

/**
 * Checkout: the server prices the server cart with libs/domain `priceCheckout`, and placing an
 * order reserves stock in one transaction that locks the product rows, so no unit is sold twice.
 */
export class CheckoutService {
  private readonly now: () => Date;
  private readonly onMailError: (error: unknown) => void;

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsRepository,
    private readonly payments: PaymentService,
    private readonly confirmations: OrderConfirmations,
    private readonly repositories: CheckoutRepositories,
    options: CheckoutServiceOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.onMailError = options.onMailError ?? (() => undefined);
  }

  /**
   * The summary of `GET /checkout/summary`, with `coins` asked for previewed as placing the order would
   * redeem them (capped, never refused); 422 for an empty cart or an unknown store. With `giftCardCode`
   * (`POST /checkout/summary`) the card, read without a lock, pays what it holds of what is left, as placing
   * the order would; a code that is not a usable card is the same 422 on `gift_card_code` as at placing.
   */
  async summary(
    userId: number,
    fulfilment: Fulfilment,
    storeSlug: string | undefined,
    coinsRequested = 0,
    giftCardCode?: string,
  ): Promise<CheckoutSummary> {
    const settings = await readCheckoutSettings(this.settings);
    const coinSettings = await readCoinSettings(this.settings);
    const { account } = await this.db.transaction((tx) => readCoinAccount(tx, userId, indiaDate(this.now())));
    const coins: CheckoutInput['coins'] = { requested: coinsRequested, balance: account.balance, terms: coinSettings.redeem };
    const store = storeSlug === undefined ? null : (await this.pickupStore(this.db, storeSlug)).snapshot;
    const lines = await this.repositories.carts.quantities(userId);
    if (lines.length === 0) throw new ValidationError({ cart: [EMPTY_CART_MESSAGE] }, EMPTY_CART_MESSAGE);
    const found = await this.productsByIds(this.db, lines.map((line) => line.itemId), false);
    const priced = lines.flatMap((line) => {
      const product = found.get(line.itemId);
      return product ? [{ product, quantity: line.quantity }] : [];
    });
    const card = giftCardCode === undefined ? null : await giftCardForPreview(this.db, giftCardCode);
    const summary = price(priced, fulfilment, settings, card?.balanceMinor ?? 0, coins);
    return toCheckoutSummary({
      lines,
      products: found,
      fulfilment,
      store,
      priced: summary,
      settings,
      coinSettings,
      coinAccount: account,
      coinsRequested,
      giftCard: card,
    });
  }

  /**
   * Places an order from the user's server cart, once per `key`: in one transaction it claims the key, locks
   * the products (`FOR UPDATE`, in id order), re-prices from the database, refuses a short stock (409) unless
   * the product can be pre-ordered, takes the reservation from stock and writes the order. Card, bank and
   * wallet orders wait for payment until `reserved_until`, with their first attempt opened at the provider
   * (the cart stays until the payment succeeds); cash orders are confirmed and empty the cart.
   * The same key with the same body answers the first order (`replayed`); with another body, 422. A shopper's
   * checkouts run one at a time (`lockShopperWrites`), and the same body sent again moments later under
   * another key answers the order it placed (`orderOfSameSubmit`), so one bag never becomes two orders.
   * An order confirmed at once (cash, or paid in full by a gift card) is mailed after the commit.
   */
  async placeOrder(userId: number, key: string, body: CheckoutBody): Promise<{ orderId: number; replayed: boolean }> {
    const { orderId, replayed, confirmed } = await this.writeOrder(userId, key, body);
    if (confirmed && !replayed) await this.confirmations.send(orderId).catch(this.onMailError);
    return { orderId, replayed };
  }

  private async writeOrder(userId: number, key: string, body: CheckoutBody): Promise<{ orderId: number; replayed: boolean; confirmed: boolean }> {
    const settings = await readCheckoutSettings(this.settings);
    const coinSettings = await readCoinSettings(this.settings);
    const fingerprint = checkoutFingerprint(body);
    return this.db.transaction(async (tx) => {
      // One checkout of this shopper at a time: the bag and the pending orders below are read after any
      // other submit of theirs has committed.
      await lockShopperWrites(tx, userId);
      const claim = await claimIdempotencyKey(tx, userId, key, fingerprint);
      if (claim.replayOrderId !== undefined) return { orderId: claim.replayOrderId, replayed: true, confirmed: false };

      if (!settings.storeOpen) throw new ConflictError(STORE_CLOSED_MESSAGE);
      const destination = await this.destination(tx, userId, body);
      const lines = await this.repositories.carts.quantities(userId, tx);
      // The same submit again under another key (two tabs, a key per click): the order it placed, once.
      const same = await orderOfSameSubmit(tx, userId, fingerprint, lines);
      if (same !== undefined) {
        await settleIdempotencyKey(tx, claim.claimedId, same);
        return { orderId: same, replayed: true, confirmed: false };
      }
      if (lines.length === 0) throw new ValidationError({ cart: [EMPTY_CART_MESSAGE] }, EMPTY_CART_MESSAGE);

      // An earlier order from this bag still waiting for payment gives its pieces, card amount and coins back.
      const replaced = await cancelOrdersReplacedByBag(tx, userId, lines.map((line) => line.itemId), this.now());
      const locked = await this.productsByIds(tx, lines.map((line) => line.itemId), true);
      const reserved = lines.map((line) => {
        const product = locked.get(line.itemId);
        if (!product) throw new ConflictError('A piece in your cart is no longer sold; remove it from the cart and try again.');
        if (line.quantity > lineLimitOf(product, line.quantity)) throw oneOfAKindRefusal(product.name);
        if (!isAvailable(product, line.quantity)) {
          throw new ConflictError(shortStockMessage(product, line.quantity, 'cart'));
        }
        return { product, quantity: line.quantity, fromStock: Math.min(product.stock, line.quantity) };
      });
      const card = body.gift_card_code === undefined ? null : await giftCardForOrder(tx, body.gift_card_code);
      // Coins are counted with the account locked (after the products: the same order everywhere), so
      // parallel orders redeeming the same coins wait for each other and see what the first one spent.
      const today = indiaDate(this.now());
      const requested = body.coins ?? 0;
      let coinAccount: Awaited<ReturnType<typeof readCoinAccount>>['account'] | null = null;
      if (requested > 0) {
        await lockCoinAccount(tx, userId);
        coinAccount = (await readCoinAccount(tx, userId, today)).account;
      }
      const coins: CheckoutInput['coins'] = { requested, balance: coinAccount?.balance ?? 0, terms: coinSettings.redeem };
      const summary = price(reserved, body.fulfilment, settings, card?.balanceMinor ?? 0, coins);
      // The pieces are locked: their prices cannot move again before the order is written.
      if (body.expected_subtotal !== undefined && toMinorUnits(body.expected_subtotal) !== summary.subtotal) {
        throw pricesChanged(toMinorUnits(body.expected_subtotal), summary.subtotal);
      }
      const valueMinor = summary.subtotal + summary.shipping;
      const dueMinor = summary.total;

      for (const line of reserved) {
        if (line.fromStock === 0) continue;
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.fromStock}` })
          .where(eq(products.id, line.product.id));
      }

      // Nothing left to pay when the gift card and coins cover it all; cash is paid on pick-up or delivery.
      const settled = dueMinor === 0;
      const cash = body.payment_method === 'cash';
      const confirmed = settled || cash;
      const order = await this.insertOrder(tx, {
        userId,
        status: confirmed ? 'confirmed' : 'pending_payment',
        fulfilment: body.fulfilment,
        deliveryAddress: destination.address,
        pickupStoreId: destination.storeId,
        pickupStore: destination.store,
        paymentMethod: body.payment_method,
        paymentStatus: settled ? 'paid' : cash ? 'due' : 'pending',
        subtotalMinor: summary.subtotal,
        gstIncludedMinor: summary.gstIncluded,
        shippingMinor: summary.shipping,
        totalMinor: valueMinor,
        giftCardId: card && summary.giftCardApplied > 0 ? card.id : null,
        giftCardMinor: summary.giftCardApplied,
        coinsRedeemed: summary.coinsRedeemed,
        coinsMinor: summary.coinsValue,
        itemCount: reserved.reduce((sum, line) => sum + line.quantity, 0),
        reservedUntil: confirmed ? null : new Date(this.now().getTime() + settings.reservationMs),
      });
      await tx.insert(orderItems).values(
        reserved.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          name: line.product.name,
          slug: line.product.slug,
          unitPriceMinor: line.product.priceMinor,
          quantity: line.quantity,
          reservedQuantity: line.fromStock,
          lineTotalMinor: line.product.priceMinor * line.quantity,
          isPreorder: line.fromStock < line.quantity,
          priceBreakup: breakupOf(line.product),
        })),
      );
      if (card && summary.giftCardApplied > 0) {
        await debitGiftCard(tx, card, summary.giftCardApplied, { reference: `Order ${order.orderNumber}`, orderId: order.id });
      }
      if (coinAccount && summary.coinsRedeemed > 0) {
        await debitRedeemedCoins(tx, { userId, orderId: order.id, coins: summary.coinsRedeemed, on: today, account: coinAccount });
      }
      await tx.insert(orderEvents).values({
        orderId: order.id,
        status: confirmed ? 'confirmed' : 'pending_payment',
        note: placedNote(body, summary, dueMinor),
      });
      await markReplaced(tx, replaced, order);
      await settleIdempotencyKey(tx, claim.claimedId, order.id);
      // Paid at once (gift card and coins cover it): earning runs as for a capture, on the money paid (none).
      if (settled) await earnCoinsForPaidOrder(tx, order.id, coinSettings.earn, this.now());
      if (confirmed) {
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
      } else {
        await startAttempt(tx, this.payments.defaultProvider(), {
          purpose: 'order',
          userId,
          orderId: order.id,
          method: providerMethodSchema.parse(body.payment_method),
          amountMinor: dueMinor,
          idempotencyKeyId: claim.claimedId,
          returnPath: orderReturnPath,
        });
      }
      return { orderId: order.id, replayed: false, confirmed };
    });
  }

  /** Inserts the order under a fresh random number, drawing again on the (unlikely) clash. */
  private async insertOrder(tx: Queries, values: Omit<typeof orders.$inferInsert, 'orderNumber'>): Promise<{ id: number; orderNumber: string }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await tx
        .insert(orders)
        .values({ ...values, orderNumber: generateOrderNumber() })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      if (row) return row;
    }
    throw new Error('Could not draw a free order number');
  }

  private async destination(
    tx: Queries,
    userId: number,
    body: CheckoutBody,
  ): Promise<{ address: AddressSnapshot | null; storeId: number | null; store: StoreSnapshot | null }> {
    if (body.fulfilment === 'pickup') {
      const { id, snapshot } = await this.pickupStore(tx, required(body.store, 'the store of a pick-up'));
      return { address: null, storeId: id, store: snapshot };
    }
    const row = await this.repositories.addresses.find(userId, required(body.address_id, 'the address of a delivery'), tx);
    if (!row) throw new ValidationError({ address_id: ['Choose one of your saved addresses'] });
    const { name, phone, line1, line2, city, state, pincode } = row;
    return { address: { name, phone, line1, line2, city, state, pincode }, storeId: null, store: null };
  }

  /** The store of a pick-up and what the order keeps of it; 422 for a slug that names none. */
  private async pickupStore(queries: Queries, slug: string): Promise<{ id: number; snapshot: StoreSnapshot }> {
    const row = await this.repositories.stores.findStoreBySlug(slug, queries);
    if (!row) throw new ValidationError({ store: ['Choose one of our stores'] });
    return { id: row.id, snapshot: { slug: row.slug, name: row.name, address: row.address, city: row.city } };
  }

  /** The products of `ids`; with `lock`, their rows are locked for the transaction, in id order (no deadlock). */
  private async productsByIds(queries: Queries, ids: readonly number[], lock: boolean): Promise<Map<number, ProductForCheckout>> {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    const query = queries.select(productColumns).from(products).where(inArray(products.id, unique)).orderBy(asc(products.id));
    const rows = lock ? await query.for('update') : await query;
    return new Map(rows.map((row) => [row.id, row]));
  }
}
