import type { Order } from '@aurelia/contracts';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts } from '../cart/cart.test-fixture';
import { newKey, setStock, stockOf } from '../checkout/checkout.test-fixture';
import { paymentEvents, payments } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { callbackEvent, orderNow, postCallback, retryPayment, unpaidOrder } from './payments.test-fixture';

let app: FastifyInstance;
let secret: string;
let seeded: Awaited<ReturnType<typeof seededProducts>>;

beforeAll(async () => {
  const built = await buildTestApp({ poolSize: 20 });
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  seeded = await seededProducts(app);
});
afterAll(async () => {
  await app?.close();
});

async function confirmations(orderNumber: string, token: string) {
  return (await orderNow(app, token, orderNumber)).timeline.filter((event) => event.status === 'confirmed').length;
}

describe('payments under concurrency', () => {
  it('captures once when the same callback is delivered 10 times at once', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }]);
    const event = callbackEvent(paymentId, 'paid');
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCallback(app, secret, event)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.body['duplicate'] === false)).toHaveLength(1);
    expect(await confirmations(order.order_number, shopper.token)).toBe(1);
    const [events] = await app.db.select({ n: count() }).from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events?.n).toBe(1);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
  });

  it('captures once when different events for one attempt race (a success and a decline among them)', async () => {
    await setStock(app, seeded.scarce.id, 2);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 2 }]);
    const events = [
      ...Array.from({ length: 4 }, () => callbackEvent(paymentId, 'paid')),
      ...Array.from({ length: 4 }, () => callbackEvent(paymentId, 'failed')),
    ];
    const answers = await Promise.all(events.map((event) => postCallback(app, secret, event)));
    expect(answers.every((answer) => answer.status === 200 && answer.body['duplicate'] === false)).toBe(true);
    const shown = await orderNow(app, shopper.token, order.order_number);
    // Whichever came first, a success always ends with the order paid, and the pieces taken once.
    expect(shown).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect(await confirmations(order.order_number, shopper.token)).toBe(1);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
    const captured = await app.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.effect, 'captured')));
    expect(captured[0]?.n).toBe(1);
  });

  it('starts one attempt when 20 retries with the same key arrive at once', async () => {
    await setStock(app, seeded.scarce.id, 1);
    const { shopper, order, paymentId } = await unpaidOrder(app, [{ id: seeded.scarce.id, quantity: 1 }]);
    await postCallback(app, secret, callbackEvent(paymentId, 'failed'));
    expect(await stockOf(app, seeded.scarce.id)).toBe(1);

    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => retryPayment(app, shopper.token, order.order_number, 'card', key)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(19).fill(200), 201]);
    const attemptIds = new Set(answers.map((answer) => (answer.body['data'] as Order).payment?.id));
    expect(attemptIds.size).toBe(1);
    const [attempts] = await app.db.select({ n: count() }).from(payments).where(eq(payments.userId, shopper.id));
    expect(attempts?.n).toBe(2);
    expect(await stockOf(app, seeded.scarce.id)).toBe(0);
  });
});
