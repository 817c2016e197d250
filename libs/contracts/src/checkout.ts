import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, idSchema, moneySchema, paginated, slugSchema } from './common';
import { itemTypeSchema } from './cart';
import { priceBreakupSchema } from './catalogue';
import type { EndpointDefinition } from './endpoints';
import { paymentSchema, providerMethodSchema } from './payments';
import { coinsRequestSchema } from './carat-coins';
import { always, e } from './endpoint-responses';
import { addressSchema } from './addresses';

/** How an order reaches the shopper: delivered to an address, or picked up at a store (never charged). */
export const fulfilmentSchema = z.enum(['delivery', 'pickup'], { error: 'Choose delivery or pick-up at a store' });
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** UPI, card, bank and wallet go through the payment provider; cash is paid on delivery or at pick-up. */
export const paymentMethodSchema = z.enum(['upi', 'card', 'bank', 'wallet', 'cash'], { error: 'Choose how to pay' });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * `pending_payment`: stock is reserved until `reserved_until`, waiting for the provider; `confirmed`: the
 * order stands (cash: payment due on delivery or pick-up). Delivery then goes `packed → shipped → delivered`,
 * pick-up `ready_for_pickup → collected` (libs/domain `ORDER_TRANSITIONS`); `cancelled`: its stock went back.
 */
export const orderStatusSchema = z.enum(['pending_payment', 'confirmed', 'packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected', 'cancelled']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * `pending`: waiting for the provider; `due`: cash on delivery or pick-up; `paid`; `failed`; `cancelled`;
 * `refunded`: everything paid was given back.
 */
export const paymentStatusSchema = z.enum(['pending', 'due', 'paid', 'failed', 'cancelled', 'refunded']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** Queries accept the store's slug as written; an unknown one is refused with 422. */
const storeSlugSchema = slugSchema.describe('Slug of the store to pick the order up at');

/** `GET /checkout/summary?fulfilment=&store=&coins=`. */
export const checkoutSummaryQuerySchema = z.object({
  fulfilment: fulfilmentSchema.default('delivery'),
  store: storeSlugSchema.optional(),
  /** Carat coins to preview redeeming (capped as `POST /checkout` would cap them). */
  coins: z.coerce.number<number | string>().pipe(coinsRequestSchema).default(0),
});
export type CheckoutSummaryQuery = z.input<typeof checkoutSummaryQuerySchema>;

/** A gift card code as printed (any case, dashes or spaces), trimmed; sent only in bodies, never in URLs. */
const giftCardCodeSchema = z
  .string({ error: 'Enter the gift card code' })
  .trim()
  .min(1, 'Enter the gift card code')
  .max(40, 'A gift card code is 16 characters: check it and try again');

/**
 * `POST /checkout/summary`: the choices of `GET /checkout/summary` plus a gift card to preview. The code
 * travels in the body because a URL ends up in logs and history.
 */
export const checkoutSummaryBodySchema = z.object({
  fulfilment: fulfilmentSchema.default('delivery'),
  store: storeSlugSchema.optional(),
  coins: coinsRequestSchema.default(0),
  gift_card_code: giftCardCodeSchema.optional(),
});
export type CheckoutSummaryBody = z.input<typeof checkoutSummaryBodySchema>;

/** The store an order is picked up at. */
export const pickupStoreSchema = z.object({
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
});
export type PickupStore = z.infer<typeof pickupStoreSchema>;

/** A cart line as checkout prices it, with whether it can be bought now. */
export const checkoutLineSchema = z.object({
  item_id: idSchema,
  item_type: itemTypeSchema,
  name: z.string(),
  /** Null when the product is gone from the catalogue (the line then blocks the order until removed). */
  slug: z.string().nullable(),
  quantity: z.int().min(1),
  unit_price: moneySchema,
  line_total: moneySchema,
  stock: z.int().min(0),
  is_preorderable: z.boolean(),
  /** In stock for the quantity, or pre-orderable. */
  is_available: z.boolean(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/**
 * The shopper's carat coins at checkout: `balance` held, `max_usable` on this order (capped by the share the
 * terms allow), `requested` and what would actually be `redeemed` (never more than either) and its `value`.
 */
export const checkoutCoinsSchema = z.object({
  balance: z.int().min(0),
  max_usable: z.int().min(0),
  requested: z.int().min(0),
  redeemed: z.int().min(0),
  value: moneySchema,
  coin_value: moneySchema,
  max_redeem_percent: z.int().min(0).max(100),
});
export type CheckoutCoins = z.infer<typeof checkoutCoinsSchema>;

/**
 * The gift card a summary is previewed with: its code masked (`last4` alone for short labels), its `balance`,
 * what it would pay of this order (`applied`, up to what is left after the coins) and what would stay on it
 * (`balance_after`). Nothing is taken from the card until the order is placed.
 */
export const checkoutGiftCardSchema = z.object({
  masked_code: z.string(),
  last4: z.string(),
  balance: moneySchema,
  applied: moneySchema,
  balance_after: moneySchema,
});
export type CheckoutGiftCard = z.infer<typeof checkoutGiftCardSchema>;

/**
 * The server's price of the signed-in shopper's cart (libs/domain `priceCheckout`): `subtotal` includes
 * GST (`gst_included` of it); `total`, what is left to pay, = subtotal + shipping − the value of the coins
 * redeemed − what the gift card pays (`gift_card`, null unless a code was sent to `POST /checkout/summary`).
 * `can_place_order` is false while the store is closed or a line is unavailable.
 */
export const checkoutSummarySchema = z.object({
  lines: z.array(checkoutLineSchema),
  fulfilment: fulfilmentSchema,
  store: pickupStoreSchema.nullable(),
  item_count: z.int().min(0),
  subtotal: moneySchema,
  gst_included: moneySchema,
  shipping: moneySchema,
  carat_coins: checkoutCoinsSchema,
  gift_card: checkoutGiftCardSchema.nullable(),
  total: moneySchema,
  shipping_fee: moneySchema,
  free_shipping_from: moneySchema,
  store_open: z.boolean(),
  can_place_order: z.boolean(),
});
export type CheckoutSummary = z.infer<typeof checkoutSummarySchema>;
export const checkoutSummaryResponseSchema = dataEnvelope(checkoutSummarySchema);
export type CheckoutSummaryResponse = z.infer<typeof checkoutSummaryResponseSchema>;

/** Length of an `Idempotency-Key`: long enough to be unique per attempt (a UUID is 36). */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 100 } as const;

/** The `Idempotency-Key` header of `POST /checkout`: 8–100 visible ASCII characters, one per attempt to pay. */
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header: 8 to 100 characters, new for each order' })
  .min(IDEMPOTENCY_KEY_LENGTH.min)
  .max(IDEMPOTENCY_KEY_LENGTH.max)
  .regex(/^[\x21-\x7e]+$/, 'Use visible ASCII characters only');

/** Headers of `POST /checkout`; other headers (Authorization) pass through. */
export const checkoutHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema });

/**
 * `POST /checkout`: where the order goes and how it is paid. Delivery needs one of the shopper's saved
 * addresses, pick-up a store. Prices are never sent: the server prices the server cart, and refuses (409) when
 * the subtotal the shopper saw, if sent, no longer holds.
 */
export const checkoutBodySchema = z
  .object({
    fulfilment: fulfilmentSchema,
    address_id: idSchema.optional(),
    store: storeSlugSchema.optional(),
    payment_method: paymentMethodSchema,
    /**
     * A gift card towards the order, as printed (any case, dashes or spaces): it pays what it holds, up to
     * the total; the rest is paid by `payment_method` (nothing is left to pay when it covers the total).
     */
    gift_card_code: giftCardCodeSchema.optional(),
    /**
     * Carat coins to redeem: what is held and the share of the pieces the terms allow cap what is taken
     * (`carat_coins` on the order says how many were); the rest is paid as usual.
     */
    coins: coinsRequestSchema.optional(),
    /**
     * The pieces' subtotal the shopper was shown (the summary's `subtotal`). Prices follow the day's metal rate: when
     * the bag's pieces no longer come to this, nothing is placed and the answer is 409 with the new figure at
     * `errors.expected_subtotal`, so the shopper sees the new total before paying it. Without it, the order is
     * placed at the prices of the moment.
     */
    expected_subtotal: moneySchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.fulfilment === 'delivery' && body.address_id === undefined) {
      context.addIssue({ code: 'custom', path: ['address_id'], message: 'Choose a delivery address' });
    }
    if (body.fulfilment === 'pickup' && body.store === undefined) {
      context.addIssue({ code: 'custom', path: ['store'], message: 'Choose a store to pick the order up at' });
    }
  });
export type CheckoutBody = z.infer<typeof checkoutBodySchema>;

/** The address an order is delivered to, as it was when the order was placed. */
export const orderAddressSchema = addressSchema.pick({ name: true, phone: true, line1: true, line2: true, city: true, state: true, pincode: true });
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** A line of an order: the product as it was sold. `is_preorder` when stock did not cover it all. */
/** A piece's picture as an order shows it: the product's first image, site-relative (through the image proxy). */
export const orderImageSchema = z.object({ url: z.string(), alt: z.string() });
export type OrderImage = z.infer<typeof orderImageSchema>;

export const orderLineSchema = z.object({
  /** The line's own id: a return names the lines it sends back by it. */
  id: idSchema,
  product_id: idSchema,
  /** The product's first image; null when it has none (absent from older answers). */
  image: orderImageSchema.nullable().optional(),
  name: z.string(),
  slug: z.string(),
  unit_price: moneySchema,
  quantity: z.int().min(1),
  line_total: moneySchema,
  is_preorder: z.boolean(),
  price_breakup: priceBreakupSchema,
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** What a timeline entry records: the order entered `status`, or money or pieces moved with the status unchanged. */
export const orderEventKindSchema = z.enum(['status', 'refund', 'return', 'payment']);
export type OrderEventKind = z.infer<typeof orderEventKindSchema>;

/** One step of an order's life, oldest first; `status` is the order's status when it happened. */
export const orderEventSchema = z.object({
  status: orderStatusSchema,
  kind: orderEventKindSchema,
  note: z.string(),
  at: dateTimeSchema,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** An order as the list shows it. */
export const orderSummarySchema = z.object({
  order_number: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  fulfilment: fulfilmentSchema,
  payment_method: paymentMethodSchema,
  item_count: z.int().min(0),
  subtotal: moneySchema,
  gst_included: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
  /** What a gift card paid towards the total (0 without one). */
  gift_card: moneySchema,
  /** Carat coins redeemed on the order, and what they paid towards the total. */
  carat_coins: z.int().min(0),
  carat_coins_value: moneySchema,
  /** What is left to pay by `payment_method`: the total less the gift card and the coins. */
  amount_due: moneySchema,
  /** Until when the stock of an unpaid order is held; null once it is not waiting for payment. */
  reserved_until: dateTimeSchema.nullable(),
  created_at: dateTimeSchema,
  /** The first few pieces' pictures, for the list (absent from older answers). */
  thumbnails: z.array(orderImageSchema).optional(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** The parcel as it left: the carrier, its tracking number and where to follow it. */
export const orderShipmentSchema = z.object({ carrier: z.string(), tracking_number: z.string(), tracking_url: z.string().nullable() });
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** A return: `requested`, `received` (staff have the pieces), `closed` once refunded, or `declined`. */
export const returnStatusSchema = z.enum(['requested', 'received', 'closed', 'declined']);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

/** Units of one order line sent back: asked, received, and of those put back in stock. */
export const orderReturnItemSchema = z.object({
  line_id: idSchema,
  name: z.string(),
  quantity: z.int().min(1),
  received: z.int().min(0),
  restocked: z.int().min(0),
});
export const orderReturnSchema = z.object({
  id: idSchema,
  status: returnStatusSchema,
  reason: z.string(),
  /** What staff noted on receiving it, or why they declined it. */
  note: z.string().nullable(),
  items: z.array(orderReturnItemSchema),
  created_at: dateTimeSchema,
  received_at: dateTimeSchema.nullable(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** A refund: `pending` while the provider is asked, `succeeded` (with its credit note) or `failed`. */
export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof refundStatusSchema>;

/** Where a refund's money goes: to the card or account that paid, the gift card, and carat coins. */
export const refundPartsSchema = z.object({
  provider: moneySchema,
  gift_card: moneySchema,
  carat_coins: z.int().min(0),
  carat_coins_value: moneySchema,
});
export const orderRefundSchema = z.object({
  id: idSchema,
  amount: moneySchema,
  status: refundStatusSchema,
  to: refundPartsSchema,
  /** The return whose received pieces it pays for, if any. */
  return_id: idSchema.nullable(),
  /** The GST credit note (`GET /orders/{n}/credit-notes/{number}`), once it succeeded. */
  credit_note_number: z.string().nullable(),
  created_at: dateTimeSchema,
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** An order with its lines, where it goes and its timeline. */
export const orderSchema = orderSummarySchema.extend({
  delivery_address: orderAddressSchema.nullable(),
  pickup_store: pickupStoreSchema.nullable(),
  lines: z.array(orderLineSchema),
  timeline: z.array(orderEventSchema),
  /** The latest attempt to pay through the provider (its `pay_url` is where to pay); null for cash. */
  payment: paymentSchema.nullable(),
  /**
   * True when the shopper may start a new attempt (`POST /orders/{n}/payments`): not cash, not paid, and the
   * latest attempt failed, was cancelled or the reservation ran out.
   */
  can_retry_payment: z.boolean(),
  /** The parcel once shipped; null before (and for a pick-up). */
  shipment: orderShipmentSchema.nullable(),
  /** What was given back so far, by every way it was paid. */
  refunded: moneySchema,
  /** True while the shopper may cancel it (`POST /orders/{n}/cancel`): until it is packed or made ready. */
  can_cancel: z.boolean(),
  /** When the shopper can no longer ask to return pieces; null until it arrived. */
  return_window_ends_at: dateTimeSchema.nullable(),
  /** True while a return may be asked for (`POST /orders/{n}/returns`): arrived, in the window, units left. */
  can_return: z.boolean(),
  returns: z.array(orderReturnSchema),
  refunds: z.array(orderRefundSchema),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = dataEnvelope(orderSchema);
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const ORDER_LIST_DEFAULT_PER_PAGE = 10;
export const ORDER_LIST_MAX_PER_PAGE = 50;
const queryInt = z.coerce.number<number | string>().int();

/** `GET /orders?page=&per_page=`, newest first. */
export const orderListQuerySchema = z.object({
  page: queryInt.min(1).max(1_000_000).default(1),
  per_page: queryInt.min(1).max(ORDER_LIST_MAX_PER_PAGE).default(ORDER_LIST_DEFAULT_PER_PAGE),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;
export const orderListResponseSchema = paginated(orderSummarySchema);
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** `GET /orders/:orderNumber`; any string is looked up, so a malformed number is a 404 like an unknown one. */
export const orderNumberParamsSchema = z.object({ orderNumber: z.string().min(1).max(40) });
export type OrderNumberParams = z.infer<typeof orderNumberParamsSchema>;

/** `POST /orders/:orderNumber/payments`: a new attempt to pay, possibly with another method. */
export const retryPaymentBodySchema = z.object({ payment_method: providerMethodSchema });
export type RetryPaymentBody = z.infer<typeof retryPaymentBodySchema>;

/** Checkout and orders (docs/architecture.md "Endpoints we design"). */
export const checkoutEndpoints = {
  getCheckoutSummary: {
    method: 'GET',
    path: '/checkout/summary',
    summary: 'The server cart priced for checkout: lines with availability, subtotal with GST, shipping, total',
    auth: 'required',
    query: checkoutSummaryQuerySchema,
    response: { 200: checkoutSummaryResponseSchema, 401: e, 403: e, 422: e, ...always },
  },
  previewCheckoutSummary: {
    method: 'POST',
    path: '/checkout/summary',
    summary: 'The checkout summary with a gift card previewed (the code in the body): what it pays and what stays on it',
    auth: 'required',
    body: checkoutSummaryBodySchema,
    response: { 200: checkoutSummaryResponseSchema, 400: e, 401: e, 403: e, 422: e, ...always },
  },
  placeOrder: {
    method: 'POST',
    path: '/checkout',
    summary: 'Place an order from the server cart (Idempotency-Key header required); stock is reserved',
    auth: 'required',
    body: checkoutBodySchema,
    response: { 201: orderResponseSchema, 200: orderResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  listOrders: {
    method: 'GET',
    path: '/orders',
    summary: 'The signed-in shopper’s orders, newest first, paginated',
    auth: 'required',
    query: orderListQuerySchema,
    response: { 200: orderListResponseSchema, 401: e, 422: e, ...always },
  },
  getOrder: {
    method: 'GET',
    path: '/orders/:orderNumber',
    summary: 'One of the signed-in shopper’s orders with its lines and timeline; anyone else’s is a 404',
    auth: 'required',
    params: orderNumberParamsSchema,
    response: { 200: orderResponseSchema, 401: e, 404: e, 422: e, ...always },
  },
  retryOrderPayment: {
    method: 'POST',
    path: '/orders/:orderNumber/payments',
    summary:
      'A new attempt to pay an unpaid order (Idempotency-Key header required); stock released by a decline or a ' +
      'time-out is reserved again, or 409 when it is gone',
    auth: 'required',
    params: orderNumberParamsSchema,
    body: retryPaymentBodySchema,
    response: { 201: orderResponseSchema, 200: orderResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
