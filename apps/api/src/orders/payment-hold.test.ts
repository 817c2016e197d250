import type { Order } from '@aurelia/contracts';
import { MAX_PAYMENT_ATTEMPTS_PER_ORDER, PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE } from '@aurelia/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { newShopper, seededProducts } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, newKey, setStock, stockOf } from '../checkout/checkout.test-fixture';
import { payments } from '../db/schema/index';
import { callbackEvent, orderNow, paymentRow, postCallback, retryPayment, unpaidOrder } from '../payments/payments.test-fixture';
import { TIMED_OUT_REASON } from '../payments/payment-attempts';
import { buildTestApp } from '../test/build-test-app';
import { RESERVATION_EXPIRED_NOTE, RETRY_WINDOW_ENDED_NOTE } from './release-reservations';
import { CANCELLED_MESSAGE, RESERVATION_ENDED_MESSAGE } from './retry-payment';

let app: FastifyInstance;
let secret: string;
let seeded: Awaited<ReturnType<typeof seededProducts>>;

beforeAll(async () => {
  const built = await buildTestApp({ poolSize: 12 });
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  seeded = await seededProducts(app);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  await app?.close();
});

const pay = (paymentId: string, type: 'paid' | 'failed' = 'paid') => postCallback(app, secret, callbackEvent(paymentId, type));

/** Moves the clock the API reads (`new Date()`) to `at`, leaving timers alone so the database keeps working. */
function clockAt(at: Date): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(at);
}

/** How many attempts the order of this payment has had. */
async function attemptsOf(paymentId: string): Promise<number> {
  const [row] = await app.db.select({ orderId: payments.orderId }).from(payments).where(eq(payments.id, paymentId));
  const [made] = await app.db.select({ n: count() }).from(payments).where(eq(payments.orderId, row?.orderId ?? -1));
  return made?.n ?? 0;
}

/** Another shopper buys `quantity` of a product, paying cash (confirmed at once). */
async function someoneBuys(productId: number, quantity = 1) {
  const other = await newShopper(app);
  await fillCart(app, other.id, [{ id: productId, quantity }]);
  const store = await firstStore(app);
  const placed = await checkout(app, other.token, { fulfilment: 'pickup', store: store.slug, payment_method: 'cash' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
}

describe('a payment retry keeps the reservation’s first end', () => {
  it('leaves reserved_until where checkout set it, after a decline and after replacing a pending attempt', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    const until = order.reserved_until;
    expect(until).not.toBeNull();

    // Ten minutes later, a declined card is retried: the pieces are taken again, the end does not move.
    clockAt(new Date(Date.now() + 10 * 60_000));
    await pay(paymentId, 'failed');
    const retried = await retryPayment(app, shopper.token, order.order_number, 'wallet');
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect((retried.body['data'] as Order).reserved_until).toBe(until);
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);

    // A retry over a pending attempt does not move it either.
    const again = await retryPayment(app, shopper.token, order.order_number, 'bank');
    expect(again.status).toBe(201);
    expect((again.body['data'] as Order).reserved_until).toBe(until);
    expect((await orderNow(app, shopper.token, order.order_number)).reserved_until).toBe(until);
  });
});

describe(`at most ${MAX_PAYMENT_ATTEMPTS_PER_ORDER} payment attempts per order`, () => {
  it('refuses the retry past the cap with 409, starting nothing, and stops offering a retry', async () => {
    await setStock(app, seeded.scarce.id, 1);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    let latest = paymentId;
    for (let attempt = 2; attempt <= MAX_PAYMENT_ATTEMPTS_PER_ORDER; attempt++) {
      await pay(latest, 'failed');
      const retried = await retryPayment(app, shopper.token, order.order_number);
      expect(retried.status, `attempt ${attempt}: ${JSON.stringify(retried.body)}`).toBe(201);
      latest = (retried.body['data'] as Order).payment?.id ?? '';
    }
    await pay(latest, 'failed');
    expect(await attemptsOf(latest)).toBe(MAX_PAYMENT_ATTEMPTS_PER_ORDER);
    expect(await orderNow(app, shopper.token, order.order_number)).toMatchObject({ payment_status: 'failed', can_retry_payment: false });

    const refused = await retryPayment(app, shopper.token, order.order_number);
    expect(refused).toEqual({ status: 409, body: { message: PAYMENT_ATTEMPTS_EXHAUSTED_MESSAGE } });
    expect(await attemptsOf(latest)).toBe(MAX_PAYMENT_ATTEMPTS_PER_ORDER);
    // The declined order holds nothing, so the piece is for sale to anyone else.
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);
  });

  it('never opens more than the cap when many retries with different keys arrive at once', async () => {
    await setStock(app, seeded.plentiful.id, 50);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => retryPayment(app, shopper.token, order.order_number, 'card', newKey())));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(MAX_PAYMENT_ATTEMPTS_PER_ORDER - 1).fill(201), ...Array(11 - MAX_PAYMENT_ATTEMPTS_PER_ORDER).fill(409)]);
    expect(await attemptsOf(paymentId)).toBe(MAX_PAYMENT_ATTEMPTS_PER_ORDER);
    expect(await stockOf(app, seeded.plentiful.id)).toBe(49);
  });
});

describe('once the reservation has ended (fake clock)', () => {
  it('refuses a retry with 409 and cancels the order at once, putting its pieces back', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }]);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    clockAt(new Date(Date.parse(order.reserved_until ?? '') + 1000));
    expect((await orderNow(app, shopper.token, order.order_number)).can_retry_payment).toBe(false);

    const key = newKey();
    expect(await retryPayment(app, shopper.token, order.order_number, 'card', key)).toEqual({
      status: 409,
      body: { message: RESERVATION_ENDED_MESSAGE },
    });
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
    const shown = await orderNow(app, shopper.token, order.order_number);
    expect(shown).toMatchObject({ status: 'cancelled', payment_status: 'cancelled', reserved_until: null, can_retry_payment: false });
    expect(shown.timeline.at(-1)?.note).toBe(RESERVATION_EXPIRED_NOTE);
    expect(await paymentRow(app, paymentId)).toMatchObject({ status: 'cancelled', failureReason: TIMED_OUT_REASON });
    // The same key again is no replay of a success: the order is cancelled.
    expect((await retryPayment(app, shopper.token, order.order_number, 'card', key)).body.message).toBe(CANCELLED_MESSAGE);
    expect(await stockOf(app, seeded.scarce.id)).toBe(2);
  });

  it('refuses the retry of a declined order too, with nothing to put back twice', async () => {
    await setStock(app, seeded.scarce.id, 1);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    await pay(paymentId, 'failed');
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);
    clockAt(new Date(Date.parse(order.reserved_until ?? '') + 1));
    expect((await retryPayment(app, shopper.token, order.order_number)).status).toBe(409);
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);
    expect((await orderNow(app, shopper.token, order.order_number)).timeline.at(-1)?.note).toBe(RETRY_WINDOW_ENDED_NOTE);
  });

  it('never oversells: a capture after the released piece was bought is refused and marked for refund', async () => {
    await setStock(app, seeded.scarce.id, 1);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    clockAt(new Date(Date.parse(order.reserved_until ?? '') + 1));
    expect((await retryPayment(app, shopper.token, order.order_number)).status).toBe(409);
    vi.useRealTimers();
    await someoneBuys(seeded.scarce.id);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);

    expect((await pay(paymentId, 'paid')).status).toBe(200);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    const shown = await orderNow(app, shopper.token, order.order_number);
    expect(shown).toMatchObject({ status: 'cancelled', payment_status: 'cancelled' });
    expect(shown.payment).toMatchObject({ status: 'paid', refund_due: true });
    expect(await paymentRow(app, paymentId)).toMatchObject({ refundStatus: 'due' });
  });
});
