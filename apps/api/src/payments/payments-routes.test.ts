import type { Order, Payment } from '@aurelia/contracts';
import { formatInrMinor } from '@aurelia/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, newKey, send, setStock, stockOf } from '../checkout/checkout.test-fixture';
import { mailOutbox, paymentEvents, users } from '../db/schema/index';
import { RETRY_WINDOW_ENDED_NOTE, releaseExpiredReservations } from '../orders/release-reservations';
import { ALREADY_PAID_MESSAGE, CANCELLED_MESSAGE } from '../orders/retry-payment';
import { PAID_AFTER_RELEASE_NOTE, PAID_NOTE } from '../orders/order-payment-handler';
import { PAID_ELSEWHERE_REASON, REPLACED_REASON, TIMED_OUT_REASON } from './payment-attempts';
import { callbackEvent, cartOf, orderNow, paymentRow, postCallback, retryPayment, unpaidOrder } from './payments.test-fixture';
import {
  BAD_SIGNATURE_MESSAGE,
  MISSING_SIGNATURE_MESSAGE,
  STALE_SIGNATURE_MESSAGE,
} from './signature';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let secret: string;
let seeded: Awaited<ReturnType<typeof seededProducts>>;

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  seeded = await seededProducts(app);
});
afterAll(async () => {
  await app?.close();
});

const pay = (paymentId: string, type: 'paid' | 'failed' = 'paid') => postCallback(app, secret, callbackEvent(paymentId, type));

async function mailsTo(userId: number) {
  const [user] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user?.email ?? ''));
}

/** Another shopper buys `quantity` of a product, paying cash (confirmed at once). */
async function someoneBuys(productId: number, quantity = 1) {
  const other = await newShopper(app);
  await fillCart(app, other.id, [{ id: productId, quantity }]);
  const store = await firstStore(app);
  const placed = await checkout(app, other.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
}

describe('POST /api/v1/payments/callback/:provider, the signature', () => {
  it('accepts a body signed with the secret over its raw bytes', async () => {
    const { paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    // Whitespace and key order are the provider's: the signature covers the bytes as sent.
    const raw = `{ "type": "payment.failed",  "payment_id": "${paymentId}", "event_id": "evt_raw_bytes_1", "provider_reference": "r1", "occurred_at": "${new Date().toISOString()}" }`;
    const answer = await postCallback(app, secret, raw);
    expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect((await paymentRow(app, paymentId))?.status).toBe('failed');
  });

  it('refuses a wrong secret, an altered body or a missing header with 401, and a stale or future timestamp with 400, changing nothing', async () => {
    const { paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const event = callbackEvent(paymentId, 'paid');
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      { options: { secret: 'not-the-secret-but-long-enough-to-pass-32' }, status: 401, message: BAD_SIGNATURE_MESSAGE },
      { options: { sentBody: JSON.stringify({ ...event, payment_id: paymentId, provider_reference: 'altered' }) }, status: 401, message: BAD_SIGNATURE_MESSAGE },
      { options: { header: null }, status: 401, message: MISSING_SIGNATURE_MESSAGE },
      { options: { header: 'sha256=deadbeef' }, status: 401, message: MISSING_SIGNATURE_MESSAGE },
      { options: { timestamp: now - 6 * 60 }, status: 400, message: STALE_SIGNATURE_MESSAGE },
      { options: { timestamp: now + 6 * 60 }, status: 400, message: STALE_SIGNATURE_MESSAGE },
    ];
    for (const { options, status, message } of cases) {
      const answer = await postCallback(app, secret, event, options);
      expect(answer, JSON.stringify(options)).toEqual({ status, body: { message } });
    }
    expect((await paymentRow(app, paymentId))?.status).toBe('pending');
    const [events] = await app.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events?.n).toBe(0);
  });

  it('answers 404 for an unknown provider or payment, 422 for a signed body that does not validate, 400 for signed non-JSON', async () => {
    const { paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    expect((await postCallback(app, secret, callbackEvent(paymentId, 'paid'), { provider: 'acme' })).status).toBe(404);
    expect((await postCallback(app, secret, callbackEvent('7b0e4a0e-1f6b-4c53-9d51-9a7f5b6f2c11', 'paid'))).status).toBe(404);
    const invalid = await postCallback(app, secret, JSON.stringify({ event_id: 'evt_x', payment_id: 'nope', type: 'payment.refunded' }));
    expect(invalid.status).toBe(422);
    expect(invalid.body['errors']).toHaveProperty('type');
    expect((await postCallback(app, secret, 'not json')).status).toBe(400);
    expect((await paymentRow(app, paymentId))?.status).toBe('pending');
  });
});

describe('a captured payment', () => {
  it('confirms the order, removes its pieces from the cart (other lines stay) and mails the confirmation', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 2 }]);
    expect(order.payment).toMatchObject({ status: 'pending', pay_url: expect.stringMatching(new RegExp(`^/sandbox-pay/${paymentId}\\?expires=`)), return_path: `/checkout/payment-status?payment=${paymentId}`, method: 'card', amount: order.total, order_number: order.order_number, provider: 'sandbox' });
    expect(order.can_retry_payment).toBe(false);
    await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);

    expect(await pay(paymentId)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    const paid = await orderNow(app, shopper.token, order.order_number);
    expect(paid).toMatchObject({ status: 'confirmed', payment_status: 'paid', reserved_until: null, can_retry_payment: false });
    expect(paid.payment).toMatchObject({ id: paymentId, status: 'paid', pay_url: null, refund_due: false });
    expect(paid.payment?.settled_at).not.toBeNull();
    expect(paid.timeline.map((event) => [event.status, event.note])).toEqual([
      ['pending_payment', expect.any(String)],
      ['confirmed', PAID_NOTE('card')],
    ]);
    expect(await cartOf(app, shopper.id)).toEqual([{ itemId: seeded.other.id, quantity: 1 }]);
    const mails = await mailsTo(shopper.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(order.order_number);
    expect(mails[0]?.bodyText).toContain(`2 × ${seeded.plentiful.name}`);
    expect(mails[0]?.bodyText).toContain(formatInrMinor(Math.round(order.total * 100)));
  });

  it('takes effect once per event id: a repeat answers duplicate and changes nothing', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const event = callbackEvent(paymentId, 'paid');
    expect((await postCallback(app, secret, event)).body).toEqual({ received: true, duplicate: false });
    expect((await postCallback(app, secret, event)).body).toEqual({ received: true, duplicate: true });
    const shown = await orderNow(app, shopper.token, order.order_number);
    expect(shown.timeline.filter((entry) => entry.status === 'confirmed')).toHaveLength(1);
    expect(await mailsTo(shopper.id)).toHaveLength(1);
  });

  it('is never undone by a failure that arrives after it (out of order)', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const stock = await stockOf(app, seeded.plentiful.id);
    await pay(paymentId, 'paid');
    expect(await pay(paymentId, 'failed')).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await paymentRow(app, paymentId))?.status).toBe('paid');
    expect(await stockOf(app, seeded.plentiful.id)).toBe(stock);
  });
});

describe('a declined payment', () => {
  it('releases the stock at once and lets the shopper retry, which reserves it again under a new attempt', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }]);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);

    await pay(paymentId, 'failed');
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    const declined = await orderNow(app, shopper.token, order.order_number);
    expect(declined).toMatchObject({ status: 'pending_payment', payment_status: 'failed', can_retry_payment: true });
    expect(declined.payment).toMatchObject({ id: paymentId, status: 'failed', failure_reason: 'Insufficient funds.', pay_url: null });
    expect(declined.timeline.at(-1)?.note).toMatch(/^Payment declined: Insufficient funds\. The pieces were released/);

    const key = newKey();
    const retried = await retryPayment(app, shopper.token, order.order_number, 'wallet', key);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    const again = retried.body['data'] as Order;
    expect(again).toMatchObject({ status: 'pending_payment', payment_status: 'pending', payment_method: 'wallet', can_retry_payment: false });
    expect(again.payment).toMatchObject({ status: 'pending', method: 'wallet', amount: order.total });
    expect(again.payment?.id).not.toBe(paymentId);
    expect(again.payment?.pay_url).toMatch(new RegExp(`^/sandbox-pay/${again.payment?.id}\\?expires=`));
    expect(again.reserved_until).toBe(order.reserved_until);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);

    // The same key again answers the same attempt and starts nothing.
    const replay = await retryPayment(app, shopper.token, order.order_number, 'wallet', key);
    expect(replay.status).toBe(200);
    expect((replay.body['data'] as Order).payment?.id).toBe(again.payment?.id);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);

    await pay(again.payment?.id ?? '');
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ status: 'confirmed', payment_status: 'paid', payment_method: 'wallet' });
  });

  it('refuses the retry with 409 naming the piece when someone bought the last unit meanwhile', async () => {
    await setStock(app, seeded.scarce.id, 1);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    await pay(paymentId, 'failed');
    await someoneBuys(seeded.scarce.id);
    const retried = await retryPayment(app, shopper.token, order.order_number);
    expect(retried.status).toBe(409);
    expect(retried.body.message).toBe(`${seeded.scarce.name} is out of stock.`);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    const shown = await orderNow(app, shopper.token, order.order_number);
    expect(shown).toMatchObject({ payment_status: 'failed', can_retry_payment: true });
    expect(shown.payment?.id).toBe(paymentId);
  });

  it('lets a pre-orderable piece be retried beyond stock, as checkout does', async () => {
    await setStock(app, seeded.preorder.id, 1, true);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.preorder.id, quantity: 3 }]);
    await pay(paymentId, 'failed');
    expect(await stockOf(app, seeded.preorder.id)).toBe(1);
    await someoneBuys(seeded.preorder.id);
    const retried = await retryPayment(app, shopper.token, order.order_number);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect((retried.body['data'] as Order).lines[0]?.is_preorder).toBe(true);
    expect(await stockOf(app, seeded.preorder.id)).toBe(0);
  });

  it('is cancelled when its window ends, without putting the stock back a second time', async () => {
    await setStock(app, seeded.scarce.id, 3);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }]);
    await pay(paymentId, 'failed');
    expect(await stockOf(app, seeded.scarce.id)).toBe(3);
    const released = await releaseExpiredReservations(app.db, new Date(Date.parse(order.reserved_until ?? '') + 1));
    expect(released).toContain(order.order_number);
    expect(await stockOf(app, seeded.scarce.id)).toBe(3);
    const cancelled = await orderNow(app, shopper.token, order.order_number);
    expect(cancelled).toMatchObject({ status: 'cancelled', can_retry_payment: false, reserved_until: null });
    expect(cancelled.timeline.at(-1)).toMatchObject({ status: 'cancelled', note: RETRY_WINDOW_ENDED_NOTE });
    expect((await retryPayment(app, shopper.token, order.order_number)).body.message).toBe(CANCELLED_MESSAGE);
  });
});

describe('a capture after a decline or a time-out (out of order)', () => {
  it('reserves the released pieces again and confirms the order when they are still there', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }]);
    await pay(paymentId, 'failed');
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    await pay(paymentId, 'paid');
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    const shown = await orderNow(app, shopper.token, order.order_number);
    expect(shown).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(shown.timeline.at(-1)?.note).toBe(PAID_AFTER_RELEASE_NOTE('card'));
  });

  it('confirms an order the time-out cancelled when its pieces are still there', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    await releaseExpiredReservations(app.db, new Date(Date.parse(order.reserved_until ?? '') + 1));
    expect(await paymentRow(app, paymentId)).toMatchObject({ status: 'cancelled', failureReason: TIMED_OUT_REASON });
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    // A decline of the timed-out attempt is no news; its capture is.
    expect((await pay(paymentId, 'failed')).status).toBe(200);
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    await pay(paymentId, 'paid');
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
  });

  it('never sells a piece twice: when it is gone the order is cancelled and the payment marked for refund', async () => {
    await setStock(app, seeded.scarce.id, 1);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    await pay(paymentId, 'failed');
    await someoneBuys(seeded.scarce.id);
    expect(await pay(paymentId, 'paid')).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    const shown = await orderNow(app, shopper.token, order.order_number);
    expect(shown).toMatchObject({ status: 'cancelled', payment_status: 'cancelled', can_retry_payment: false });
    expect(shown.payment).toMatchObject({ status: 'paid', refund_due: true });
    expect(shown.timeline.at(-1)?.note).toMatch(/out of stock.*refunded in full/);
    expect(await paymentRow(app, paymentId)).toMatchObject({ refundStatus: 'due' });
    expect(await mailsTo(shopper.id)).toHaveLength(0);
  });
});

describe('POST /api/v1/orders/:orderNumber/payments', () => {
  it('replaces a pending attempt (cancelled, so it can no longer pay) without reserving twice; a second capture is refunded', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    const retried = await retryPayment(app, shopper.token, order.order_number, 'bank');
    expect(retried.status).toBe(201);
    const second = (retried.body['data'] as Order).payment as Payment;
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);
    const first = await send(app, 'GET', `/payments/${paymentId}`, { token: shopper.token });
    expect(first.body['data']).toMatchObject({ status: 'cancelled', failure_reason: REPLACED_REASON, pay_url: null });

    // The replaced attempt is captured after all: the order takes it, the newer attempt is cancelled.
    await pay(paymentId, 'paid');
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(await paymentRow(app, second.id)).toMatchObject({ status: 'cancelled', failureReason: PAID_ELSEWHERE_REASON });
    // And if the newer one is captured too, it is refunded, never counted twice.
    await pay(second.id, 'paid');
    expect(await paymentRow(app, second.id)).toMatchObject({ status: 'paid', refundStatus: 'due' });
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);
    expect((await retryPayment(app, shopper.token, order.order_number)).body.message).toBe(ALREADY_PAID_MESSAGE);
  });

  it('refuses 409 for a paid or cash order, 404 for another shopper’s or an unknown one, 422 without a key or with a bad method, 401 without a token', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const stranger = await newShopper(app);
    expect((await retryPayment(app, stranger.token, order.order_number)).status).toBe(404);
    expect((await retryPayment(app, shopper.token, 'AUR-NOSUCH1')).status).toBe(404);
    const keyless = await send(app, 'POST', `/orders/${order.order_number}/payments`, { token: shopper.token, body: { payment_method: 'card' } });
    expect(keyless.status).toBe(422);
    expect((await retryPayment(app, shopper.token, order.order_number, 'cash')).status).toBe(422);
    expect((await send(app, 'POST', `/orders/${order.order_number}/payments`, { body: { payment_method: 'card' }, headers: { 'idempotency-key': newKey() } })).status).toBe(401);
    await pay(paymentId);
    expect((await retryPayment(app, shopper.token, order.order_number)).status).toBe(409);

    const cashShopper = await newShopper(app);
    await fillCart(app, cashShopper.id, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const store = await firstStore(app);
    const cash = await checkout(app, cashShopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash' });
    const cashOrder = cash.body['data'] as Order;
    expect(cashOrder).toMatchObject({ payment: null, can_retry_payment: false });
    expect((await retryPayment(app, cashShopper.token, cashOrder.order_number)).status).toBe(409);
  });
});

describe('GET /api/v1/payments/:paymentId', () => {
  it('shows the payer their attempt, and nobody else: another shopper’s, unknown and malformed ids are 404', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }], 'bank');
    const mine = await send(app, 'GET', `/payments/${paymentId}`, { token: shopper.token });
    expect(mine.status).toBe(200);
    expect(mine.body['data']).toEqual({
      id: paymentId,
      purpose: 'order',
      status: 'pending',
      method: 'bank',
      amount: order.total,
      provider: 'sandbox',
      pay_url: expect.stringMatching(new RegExp(`^/sandbox-pay/${paymentId}\\?expires=`)),
      return_path: `/checkout/payment-status?payment=${paymentId}`,
      order_number: order.order_number,
      failure_reason: null,
      refund_due: false,
      created_at: expect.any(String),
      settled_at: null,
    });
    const stranger = await newShopper(app);
    expect((await send(app, 'GET', `/payments/${paymentId}`, { token: stranger.token })).status).toBe(404);
    expect((await send(app, 'GET', `/orders/${order.order_number}`, { token: stranger.token })).status).toBe(404);
    expect((await send(app, 'GET', '/payments/not-a-uuid', { token: shopper.token })).status).toBe(404);
    expect((await send(app, 'GET', '/payments/7b0e4a0e-1f6b-4c53-9d51-9a7f5b6f2c11', { token: shopper.token })).status).toBe(404);
    expect((await send(app, 'GET', `/payments/${paymentId}`)).status).toBe(401);
  });
});

describe('while checkout is in disabled_routes', () => {
  it('answers 403 to the summary, placing an order and retrying a payment; orders and callbacks still work', async () => {
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    await pay(paymentId, 'failed');
    await app.settings.upsert([{ key: 'disabled_routes', value: 'cart, checkout' }]);
    try {
      await fillCart(app, shopper.id, [{ id: seeded.other.id, quantity: 1 }]);
      const store = await firstStore(app);
      const answers = [
        await send(app, 'GET', '/checkout/summary', { token: shopper.token }),
        await checkout(app, shopper.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'card' }),
        await retryPayment(app, shopper.token, order.order_number),
      ];
      for (const answer of answers) {
        expect(answer).toEqual({ status: 403, body: { message: 'Checkout is switched off at the moment; please try again later.' } });
      }
      expect((await send(app, 'GET', `/orders/${order.order_number}`, { token: shopper.token })).status).toBe(200);
      expect((await pay(paymentId, 'paid')).status).toBe(200);
    } finally {
      await app.settings.upsert([{ key: 'disabled_routes', value: '' }]);
    }
    expect((await send(app, 'GET', '/checkout/summary', { token: shopper.token })).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents the payment endpoints and the retry with its Idempotency-Key', async () => {
    const document = (await app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; responses: Record<string, unknown> }>>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/payments/{paymentId}', '/api/v1/payments/callback/{provider}', '/api/v1/orders/{orderNumber}/payments']),
    );
    expect(Object.keys(document.paths).some((path) => path.startsWith('/sandbox-pay'))).toBe(false);
    const retry = document.paths['/api/v1/orders/{orderNumber}/payments']?.['post'];
    expect(retry?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'idempotency-key' })]));
    expect(Object.keys(retry?.responses ?? {})).toEqual(expect.arrayContaining(['200', '201', '403', '404', '409', '422']));
    expect(Object.keys(document.paths['/api/v1/payments/callback/{provider}']?.['post']?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '422']),
    );
  });
});

