import { randomUUID } from 'node:crypto';
import type { Order, PaymentCallbackBody } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newShopper } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, newKey, send } from '../checkout/checkout.test-fixture';
import { cartItems, payments } from '../db/schema/index';
import { SANDBOX_PROVIDER } from './sandbox-provider';
import { SIGNATURE_HEADER, signatureHeader } from './signature';

/** A callback body for `paymentId` (a fresh event id unless given). */
export function callbackEvent(paymentId: string, type: 'paid' | 'failed', overrides: Partial<PaymentCallbackBody> = {}): PaymentCallbackBody {
  return {
    event_id: `evt_${randomUUID()}`,
    payment_id: paymentId,
    type: type === 'paid' ? 'payment.succeeded' : 'payment.failed',
    provider_reference: `ref_${randomUUID().slice(0, 8)}`,
    ...(type === 'failed' ? { failure_reason: 'Insufficient funds.' } : {}),
    occurred_at: new Date().toISOString(),
    ...overrides,
  };
}

export interface SignOptions {
  secret?: string;
  /** Unix seconds; now by default. */
  timestamp?: number;
  /** Replaces the signature header (or removes it with null). */
  header?: string | null;
  /** The bytes sent, when they should differ from the bytes signed. */
  sentBody?: string;
  provider?: string;
}

/** Posts a callback signed as the sandbox signs it (with the app's secret unless told otherwise). */
export async function postCallback(app: FastifyInstance, secret: string, event: PaymentCallbackBody | string, options: SignOptions = {}) {
  const body = typeof event === 'string' ? event : JSON.stringify(event);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const header = options.header === undefined ? signatureHeader(options.secret ?? secret, timestamp, body) : options.header;
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/payments/callback/${options.provider ?? SANDBOX_PROVIDER}`,
    headers: { 'content-type': 'application/json', ...(header === null ? {} : { [SIGNATURE_HEADER]: header }) },
    payload: options.sentBody ?? body,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A new shopper's unpaid card (or bank, wallet) order of `lines`, for pick-up; the cart keeps its lines. */
export async function unpaidOrder(
  app: FastifyInstance,
  lines: readonly { id: number; quantity: number }[],
  method: 'upi' | 'card' | 'bank' | 'wallet' = 'card',
) {
  const shopper = await newShopper(app);
  await fillCart(app, shopper.id, lines);
  const store = await firstStore(app);
  const placed = await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: method });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body['data'] as Order;
  expect(order.payment).not.toBeNull();
  return { shopper, order, paymentId: order.payment?.id ?? '' };
}

/** The order as its shopper sees it now. */
export async function orderNow(app: FastifyInstance, token: string, orderNumber: string): Promise<Order> {
  const answer = await send(app, 'GET', `/orders/${orderNumber}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body['data'] as Order;
}

/** `POST /orders/:n/payments` with a key (fresh unless given). */
export function retryPayment(app: FastifyInstance, token: string, orderNumber: string, method = 'card', key = newKey()) {
  return send(app, 'POST', `/orders/${orderNumber}/payments`, { token, body: { payment_method: method }, headers: { 'idempotency-key': key } });
}

export async function paymentRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function cartOf(app: FastifyInstance, userId: number) {
  return app.db.select({ itemId: cartItems.itemId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, userId));
}
