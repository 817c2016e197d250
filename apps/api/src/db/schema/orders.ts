import { relations, sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, updatedAt } from './columns';
import { giftCards } from './gift-cards';
import { orderEvents } from './order-events';
import { orderItems } from './order-items';
import { orderReturns } from './order-returns';
import { payments } from './payments';
import { refunds } from './refunds';
import { stores } from './stores';
import { users } from './users';

/** The delivery address as it was when the order was placed. */
export interface AddressSnapshot {
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
}

/** The pick-up store as it was when the order was placed. */
export interface StoreSnapshot {
  slug: string;
  name: string;
  address: string;
  city: string;
}

/**
 * An order. Money is integer paise, priced by the server when the order was placed:
 * `total` = `subtotal` (GST included, `gst_included` of it) + `shipping`; a gift card may pay `gift_card` of
 * it, carat coins `coins_minor` (`coins_redeemed` coins), the payment method the rest. While
 * `pending_payment`, the stock of its lines is held until `reserved_until`. Its life after checkout follows
 * libs/domain `ORDER_TRANSITIONS`; `refunded_minor` sums the refunds that went through.
 */
export const orders = pgTable(
  'orders',
  {
    id: identity(),
    orderNumber: text('order_number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    fulfilment: text('fulfilment').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    pickupStoreId: integer('pickup_store_id').references(() => stores.id),
    pickupStore: jsonb('pickup_store').$type<StoreSnapshot>(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    gstIncludedMinor: bigint('gst_included_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** A gift card that paid part or all of the total, and how much of it. */
    giftCardId: integer('gift_card_id').references((): AnyPgColumn => giftCards.id),
    giftCardMinor: bigint('gift_card_minor', { mode: 'number' }).notNull().default(0),
    /** Carat coins redeemed on the order and what they paid of the total. */
    coinsRedeemed: integer('coins_redeemed').notNull().default(0),
    coinsMinor: bigint('coins_minor', { mode: 'number' }).notNull().default(0),
    itemCount: integer('item_count').notNull(),
    reservedUntil: instant('reserved_until'),
    /** The parcel as it left: the carrier, its tracking number and the page where the shopper follows it. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    /** When the shopper had the pieces (delivered or collected); the return window runs from here. */
    arrivedAt: instant('arrived_at'),
    /** What was given back so far, by every way it was paid (refunds that succeeded); never more than the total. */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    /** A later order placed from the same bag while this one waited for payment; it cancelled this one. */
    replacedByOrderId: integer('replaced_by_order_id').references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('orders_pending_reserved_idx').on(t.reservedUntil).where(sql`${t.status} = 'pending_payment'`),
    // The back office's order list: newest first overall, by pick-up store (a manager's reach), by status.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_pickup_store_created_idx').on(t.pickupStoreId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    check(
      'orders_status_known',
      sql`${t.status} in ('pending_payment', 'confirmed', 'packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled')`,
    ),
    check('orders_fulfilment_known', sql`${t.fulfilment} in ('delivery', 'pickup')`),
    check('orders_payment_method_known', sql`${t.paymentMethod} in ('upi', 'card', 'bank', 'wallet', 'cash')`),
    check('orders_payment_status_known', sql`${t.paymentStatus} in ('pending', 'due', 'paid', 'failed', 'cancelled', 'refunded')`),
    check('orders_refunded_within_total', sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.totalMinor}`),
    check('orders_shipment_complete', sql`(${t.carrier} is null) = (${t.trackingNumber} is null)`),
    check(
      'orders_destination',
      sql`(${t.fulfilment} = 'delivery' and ${t.deliveryAddress} is not null) or (${t.fulfilment} = 'pickup' and ${t.pickupStore} is not null)`,
    ),
    check(
      'orders_money_adds_up',
      sql`${t.subtotalMinor} >= 0 and ${t.gstIncludedMinor} >= 0 and ${t.shippingMinor} >= 0 and ${t.totalMinor} = ${t.subtotalMinor} + ${t.shippingMinor}`,
    ),
    check(
      'orders_gift_card_within_total',
      sql`${t.giftCardMinor} >= 0 and ${t.giftCardMinor} <= ${t.totalMinor} and (${t.giftCardMinor} = 0) = (${t.giftCardId} is null)`,
    ),
    check(
      'orders_coins_within_total',
      sql`${t.coinsRedeemed} >= 0 and ${t.coinsMinor} >= 0 and (${t.coinsRedeemed} = 0) = (${t.coinsMinor} = 0) and ${t.coinsMinor} + ${t.giftCardMinor} <= ${t.totalMinor}`,
    ),
  ],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  user: one(users, { fields: [orders.userId], references: [users.id] }),
  items: many(orderItems),
  events: many(orderEvents),
  payments: many(payments),
  refunds: many(refunds),
  returns: many(orderReturns),
}));
