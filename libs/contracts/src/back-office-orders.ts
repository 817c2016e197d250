import { z } from 'zod';
import { dataEnvelope, dateSchema, dateTimeSchema, idSchema, moneySchema, paginated, slugSchema } from './common';
import { fulfilmentSchema, orderEventKindSchema, orderNumberParamsSchema, orderSchema, orderStatusSchema, paymentMethodSchema, paymentStatusSchema, returnStatusSchema } from './checkout';
import type { EndpointDefinition } from './endpoints';
import { always, e, withBody } from './endpoint-responses';
import { backOfficeRefundSchema } from './back-office-refunds';

export const BACK_OFFICE_ORDERS_DEFAULT_PER_PAGE = 25;
export const BACK_OFFICE_ORDERS_MAX_PER_PAGE = 100;
export const BACK_OFFICE_ORDER_SEARCH_MAX_LENGTH = 100;
/** The most orders one bulk action takes. */
export const BULK_PACK_MAX_ORDERS = 100;

const queryInt = z.coerce.number<number | string>().int();

/** The columns the back office's order list sorts by. */
export const backOfficeOrderSortSchema = z.enum(['created_at', 'total', 'status']);
export type BackOfficeOrderSort = z.infer<typeof backOfficeOrderSortSchema>;

/**
 * `GET /back-office/orders`: `status` one or several (`status=packed&status=shipped`), the pick-up `store` by
 * slug, `from`/`to` India days (inclusive), `payment_method`, `fulfilment`, `return` (orders with a return in that
 * state: `requested` waits for the parcel, `received` for a refund), `q` (order number, the customer's name, email or
 * phone, any case), `sort` and `direction`, `page` and `per_page`.
 */
export const backOfficeOrderListQuerySchema = z.object({
  status: z
    .union([orderStatusSchema, z.array(orderStatusSchema).max(8)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
  store: slugSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  payment_method: paymentMethodSchema.optional(),
  fulfilment: fulfilmentSchema.optional(),
  return: z.enum(returnStatusSchema.options, { error: 'Choose which returns to show' }).optional(),
  q: z
    .string()
    .trim()
    .max(BACK_OFFICE_ORDER_SEARCH_MAX_LENGTH)
    .transform((text) => (text === '' ? undefined : text))
    .optional(),
  sort: backOfficeOrderSortSchema.default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: queryInt.min(1).max(1_000_000).default(1),
  per_page: queryInt.min(1).max(BACK_OFFICE_ORDERS_MAX_PER_PAGE).default(BACK_OFFICE_ORDERS_DEFAULT_PER_PAGE),
});
export type BackOfficeOrderListQuery = z.input<typeof backOfficeOrderListQuerySchema>;
export type ParsedBackOfficeOrderListQuery = z.output<typeof backOfficeOrderListQuerySchema>;

/** Who placed an order. */
export const orderCustomerSchema = z.object({ id: idSchema, name: z.string(), email: z.string(), phone: z.string() });
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

/** An order as the back office's list shows it. */
export const backOfficeOrderRowSchema = z.object({
  order_number: z.string(),
  created_at: dateTimeSchema,
  customer: orderCustomerSchema,
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  payment_method: paymentMethodSchema,
  fulfilment: fulfilmentSchema,
  /** The pick-up store's name; null for a delivery. */
  store: z.string().nullable(),
  total: moneySchema,
  refunded: moneySchema,
  item_count: z.int().min(0),
});
export type BackOfficeOrderRow = z.infer<typeof backOfficeOrderRowSchema>;
export const backOfficeOrderListResponseSchema = paginated(backOfficeOrderRowSchema);
export type BackOfficeOrderListResponse = z.infer<typeof backOfficeOrderListResponseSchema>;

/** A member of staff as a record names them; null when the shopper or the shop itself acted. */
export const staffRefSchema = z.object({ id: idSchema, name: z.string() }).nullable();

/** One entry of the order's history, with who made it. */
export const backOfficeOrderEventSchema = z.object({
  kind: orderEventKindSchema,
  status: orderStatusSchema,
  note: z.string(),
  at: dateTimeSchema,
  actor: staffRefSchema,
});

/** An audit record of the order: who, what, before → after, why. */
export const orderAuditEntrySchema = z.object({
  id: idSchema,
  action: z.string(),
  actor: staffRefSchema,
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: dateTimeSchema,
});
export type OrderAuditEntry = z.infer<typeof orderAuditEntrySchema>;

/** A step the caller may take now; `needs_shipment` when it asks for the carrier and tracking number. */
export const orderStepActionSchema = z.object({ to: orderStatusSchema, label: z.string(), needs_shipment: z.boolean() });

/** What the caller may do to the order now, by their rights on its store. */
export const orderActionsSchema = z.object({
  transitions: z.array(orderStepActionSchema),
  cancel: z.boolean(),
  /** Refunding is open with at most `refundable` (paid − refunded − refunds pending); null when not. */
  refund: z.object({ refundable: moneySchema }).nullable(),
  /** Cash is due and may be recorded as taken: this amount. */
  record_cash: z.object({ amount: moneySchema }).nullable(),
});
export type OrderActions = z.infer<typeof orderActionsSchema>;

/** An order as the back office sees it: the shopper's page, plus who, the full history, the audit and the actions. */
export const backOfficeOrderSchema = orderSchema.extend({
  customer: orderCustomerSchema,
  /** When the shopper had the pieces (delivered or collected). */
  arrived_at: dateTimeSchema.nullable(),
  refunds: z.array(backOfficeRefundSchema),
  events: z.array(backOfficeOrderEventSchema),
  audit: z.array(orderAuditEntrySchema),
  actions: orderActionsSchema,
});
export type BackOfficeOrder = z.infer<typeof backOfficeOrderSchema>;
export const backOfficeOrderResponseSchema = dataEnvelope(backOfficeOrderSchema);
export type BackOfficeOrderResponse = z.infer<typeof backOfficeOrderResponseSchema>;

/** `POST /back-office/orders/:n/transitions`: the next status; shipping also names the carrier and tracking number. */
export const orderTransitionBodySchema = z.object({
  to: orderStatusSchema,
  carrier: z.string().max(200).optional(),
  tracking_number: z.string().max(200).optional(),
  tracking_url: z.string().max(1000).nullable().optional(),
});
export type OrderTransitionBody = z.infer<typeof orderTransitionBodySchema>;

export const bulkPackBodySchema = z.object({
  order_numbers: z.array(z.string().min(1).max(40)).min(1, 'Choose the orders to pack').max(BULK_PACK_MAX_ORDERS, `Pack at most ${BULK_PACK_MAX_ORDERS} orders at once`),
});
export type BulkPackBody = z.infer<typeof bulkPackBodySchema>;
export const bulkPackResponseSchema = z.object({
  packed: z.array(z.string()),
  refused: z.array(z.object({ order_number: z.string(), message: z.string() })),
});
export type BulkPackResponse = z.infer<typeof bulkPackResponseSchema>;

/** The back office's orders: the list with its filters, an order with the actions allowed now, its steps, cash, bulk packing. */
export const backOfficeOrderEndpoints = {
  listBackOfficeOrders: {
    method: 'GET',
    path: '/back-office/orders',
    summary: 'Orders in the caller’s reach, filtered, searched, sorted and paginated (right orders.view)',
    auth: 'back_office',
    query: backOfficeOrderListQuerySchema,
    response: { 200: backOfficeOrderListResponseSchema, 401: e, 403: e, 422: e, ...always },
  },
  getBackOfficeOrder: {
    method: 'GET',
    path: '/back-office/orders/:orderNumber',
    summary: 'An order with its customer, history, refunds, returns, audit and the actions the caller may take now',
    auth: 'back_office',
    params: orderNumberParamsSchema,
    response: { 200: backOfficeOrderResponseSchema, 401: e, 403: e, 404: e, 422: e, ...always },
  },
  transitionOrder: {
    method: 'POST',
    path: '/back-office/orders/:orderNumber/transitions',
    summary: 'Move an order one step: packed, shipped (carrier and tracking number), delivered, ready for pick-up, collected',
    auth: 'back_office',
    params: orderNumberParamsSchema,
    body: orderTransitionBodySchema,
    response: { 200: backOfficeOrderResponseSchema, 401: e, 403: e, 404: e, 409: e, ...withBody, ...always },
  },
  recordOrderCash: {
    method: 'POST',
    path: '/back-office/orders/:orderNumber/cash',
    summary: 'Record the cash due on an order as taken: it is paid',
    auth: 'back_office',
    params: orderNumberParamsSchema,
    response: { 200: backOfficeOrderResponseSchema, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  bulkPackOrders: {
    method: 'POST',
    path: '/back-office/orders/bulk-pack',
    summary: 'Mark several confirmed delivery orders packed, each on its own: those refused are listed with why',
    auth: 'back_office',
    body: bulkPackBodySchema,
    response: { 200: bulkPackResponseSchema, 401: e, 403: e, ...withBody, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
