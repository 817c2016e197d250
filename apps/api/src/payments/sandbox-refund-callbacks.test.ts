import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts } from '../cart/cart.test-fixture';
import { buildTestApp } from '../test/build-test-app';
import type { RefundSettlement } from './payment-service';
import { callbackEvent, paymentRow, postCallback, unpaidOrder } from './payments.test-fixture';
import { SANDBOX_REFUND_REFUSED } from './sandbox-provider';

let app: FastifyInstance;
let secret: string;
let seeded: Awaited<ReturnType<typeof seededProducts>>;
const settlements: RefundSettlement[] = [];

beforeAll(async () => {
  const built = await buildTestApp();
  app = built.app;
  secret = built.config.paymentWebhookSecret;
  seeded = await seededProducts(app);
  app.payments.onRefundSettled(async (_tx, settlement) => {
    settlements.push(settlement);
    return { effect: `refund_${settlement.status}` };
  });
});
afterAll(async () => {
  await app?.close();
});

/** A card order paid through the sandbox: its payment id and the capture's reference. */
async function paidPayment() {
  const { paymentId } = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
  expect((await postCallback(app, secret, callbackEvent(paymentId, 'paid'))).status).toBe(200);
  const row = await paymentRow(app, paymentId);
  return { paymentId, providerReference: row?.providerReference ?? null, amountMinor: row?.amountMinor ?? 0 };
}

describe('sandbox refunds settled later by a signed callback', () => {
  it('answers pending, then settles by refund.processed or refund.failed, each once, through onRefundSettled', async () => {
    const { paymentId, providerReference, amountMinor } = await paidPayment();
    const sandbox = app.sandboxProvider;
    sandbox.pendingRefunds.add('sbx-701').add('sbx-702');
    const first = await sandbox.refund({ refundId: 'sbx-701', paymentId, providerReference, amountMinor: Math.floor(amountMinor / 3) });
    const second = await sandbox.refund({ refundId: 'sbx-702', paymentId, providerReference, amountMinor: Math.floor(amountMinor / 3) });
    expect(first.status).toBe('pending');
    // Asked again before it settled: the same pending refund, not a second one.
    expect(await sandbox.refund({ refundId: 'sbx-701', paymentId, providerReference, amountMinor: Math.floor(amountMinor / 3) })).toEqual(first);

    const processed = sandbox.signedRefundEvent(paymentId, 'sbx-701', 'processed', new Date());
    const failed = sandbox.signedRefundEvent(paymentId, 'sbx-702', 'failed', new Date());
    expect(await postCallback(app, secret, processed.body)).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await postCallback(app, secret, processed.body)).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await postCallback(app, secret, failed.body)).status).toBe(200);

    expect(settlements.filter((settlement) => settlement.paymentId === paymentId)).toEqual([
      { refundId: 'sbx-701', paymentId, providerName: 'sandbox', providerRefundId: first.status === 'pending' ? first.providerRefundId : '', status: 'succeeded', reason: null },
      { refundId: 'sbx-702', paymentId, providerName: 'sandbox', providerRefundId: second.status === 'pending' ? second.providerRefundId : '', status: 'failed', reason: SANDBOX_REFUND_REFUSED },
    ]);
    // Settled: a later ask answers succeeded, and the payment itself stays paid.
    expect((await sandbox.refund({ refundId: 'sbx-701', paymentId, providerReference, amountMinor: 1 })).status).toBe('succeeded');
    expect((await paymentRow(app, paymentId))?.status).toBe('paid');
  });

  it('refuses a forged refund callback and acknowledges one that names no refund, changing nothing', async () => {
    const { paymentId } = await paidPayment();
    const before = settlements.length;
    const forged = await postCallback(app, secret, callbackEvent(paymentId, 'paid', { type: 'refund.processed', refund_id: 'sbx-999' }), {
      secret: 'not-the-secret-but-long-enough-to-pass-32',
    });
    expect(forged.status).toBe(401);
    const unnamed = await postCallback(app, secret, callbackEvent(paymentId, 'paid', { type: 'refund.processed' }));
    expect(unnamed).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(settlements).toHaveLength(before);
  });
});
