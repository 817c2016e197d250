import type { OrderRefund } from '@aurelia/contracts';
import { fromMinorUnits, toMinorUnits } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts, type TestProduct } from '../cart/cart.test-fixture';
import { orders, refunds } from '../db/schema/index';
import { callbackEvent, postCallback } from '../payments/payments.test-fixture';
import { required } from '../required';
import { buildTestApp } from '../test/build-test-app';
import { backOfficeUser, office, placedOrder } from './refunds.test-fixture';

/** Refunds asked for at once on one order. */
const N = 10;

let app: FastifyInstance;
let secret: string;
let piece: TestProduct;
let admin: { id: number; token: string };
const results: Record<string, unknown>[] = [];

beforeAll(async () => {
  const built = await buildTestApp({ poolSize: 12 });
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  piece = (await seededProducts(app)).plentiful;
  admin = await backOfficeUser(app, 'admin');
});
afterAll(async () => {
  console.info(`refund races on ${app?.database.kind}: ${JSON.stringify(results)}`);
  await app?.close();
});

const orderRow = async (orderNumber: string) => required((await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber)))[0], orderNumber);

describe('refunds racing', () => {
  it(`${N} refunds of 40% each at once: two go through, the rest are refused, nothing over what was paid`, async () => {
    const { order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }]);
    const share = fromMinorUnits(Math.floor((toMinorUnits(order.total) * 40) / 100));
    const paidOut = app.sandboxProvider.refundCount;
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: share, reason: `Race ${i}` })),
    );
    const made = answers.filter((answer) => answer.status === 201).map((answer) => answer.body['data'] as OrderRefund);
    const refused = answers.filter((answer) => answer.status === 422).length;
    results.push({ race: 'refund vs refund', n: N, made: made.length, refused });
    expect(made.length).toBe(2);
    expect(refused).toBe(N - 2);
    expect(made.every((refund) => refund.status === 'succeeded')).toBe(true);
    const row = await orderRow(order.order_number);
    expect(row.refundedMinor).toBe(2 * toMinorUnits(share));
    expect(row.refundedMinor).toBeLessThanOrEqual(row.totalMinor);
    expect(app.sandboxProvider.refundCount).toBe(paidOut + 2);
    const rows = await app.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(rows.reduce((sum, refund) => sum + refund.amountMinor, 0)).toBe(row.refundedMinor);
  });

  it('a refund racing the payment’s capture: refused before it, whole after it, never both or half', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const { order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }], { capture: false });
      const paymentId = order.payment?.id ?? '';
      const [refund, capture] = await Promise.all([
        office(app, admin.token, 'POST', `/${order.order_number}/refunds`, { amount: order.total, reason: 'Racing the capture' }),
        postCallback(app, secret, callbackEvent(paymentId, 'paid')),
      ]);
      expect(capture.status).toBe(200);
      const row = await orderRow(order.order_number);
      expect(row.status).toBe('confirmed');
      if (refund.status === 201) {
        expect(row).toMatchObject({ refundedMinor: row.totalMinor, paymentStatus: 'refunded' });
      } else {
        expect(refund.status).toBe(409);
        expect(row).toMatchObject({ refundedMinor: 0, paymentStatus: 'paid' });
      }
      outcomes.push(refund.status === 201 ? 'refunded' : 'refused');
    }
    results.push({ race: 'refund vs capture', outcomes });
  });

  it('a cancel racing a shipment (both lock the order, then check it): exactly one wins', async () => {
    const shipper = await backOfficeUser(app, 'admin');
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      const { order } = await placedOrder(app, secret, [{ id: piece.id, quantity: 1 }], { delivery: true });
      await app.db.update(orders).set({ status: 'packed' }).where(eq(orders.orderNumber, order.order_number));
      const [cancel, ship] = await Promise.all([
        office(app, admin.token, 'POST', `/${order.order_number}/cancel`, { reason: 'Racing the courier' }),
        office(app, shipper.token, 'POST', `/${order.order_number}/transitions`, { to: 'shipped', carrier: 'BlueDart', tracking_number: `BD${round}` }),
      ]);
      const final = await orderRow(order.order_number);
      expect([cancel.status, ship.status].sort()).toEqual([200, 409]);
      expect(final.status).toBe(cancel.status === 200 ? 'cancelled' : 'shipped');
      expect(final.refundedMinor).toBe(cancel.status === 200 ? final.totalMinor : 0);
      outcomes.push(final.status);
    }
    results.push({ race: 'cancel vs ship', outcomes });
  });
});
