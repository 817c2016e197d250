import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Order } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededProducts } from '../cart/cart.test-fixture';
import { paymentEvents } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';
import { RazorpayStandIn, razorpayEnv, type CheckoutResponse, type WebhookEvent } from '../test/razorpay-stand-in';
import type { RefundSettlement } from './payment-service';
import { orderNow, paymentRow, unpaidOrder } from './payments.test-fixture';
import { SANDBOX_LINK_TTL_SECONDS, sandboxLinkQuery, signSandboxLink } from './sandbox-pay-link';
import { BAD_RAZORPAY_SIGNATURE, RAZORPAY_PROVIDER, STALE_RAZORPAY_WEBHOOK } from './razorpay-provider';

let app: FastifyInstance;
let linkSecret: string;
let standIn: RazorpayStandIn;
let seeded: Awaited<ReturnType<typeof seededProducts>>;
const settlements: RefundSettlement[] = [];

// The whole API with Razorpay selected, on PGlite, talking to the stand-in over HTTP.
beforeAll(async () => {
  standIn = await RazorpayStandIn.start();
  const built = await buildTestApp({ env: razorpayEnv(standIn.url) });
  app = built.app;
  linkSecret = built.config.paymentWebhookSecret;
  seeded = await seededProducts(app);
  app.payments.onRefundSettled(async (_tx, settlement) => {
    settlements.push(settlement);
    return { effect: `refund_${settlement.status}` };
  });
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

/** A new shopper's unpaid card order, its attempt opened at Razorpay (the stand-in). */
async function razorpayOrder() {
  const placed = await unpaidOrder(app, [{ id: seeded.plentiful.id, quantity: 1 }]);
  const row = await paymentRow(app, placed.paymentId);
  return { ...placed, razorpayOrderId: row?.providerReference ?? '', amountMinor: row?.amountMinor ?? 0 };
}

const payUrlOf = (order: Order) => order.payment?.pay_url ?? '';
const verifyPath = (payUrl: string) => {
  const [bare, query] = payUrl.split('?', 2);
  return `${bare}/verify${query ? `?${query}` : ''}`;
};
const postAnswer = (payUrl: string, answer: Partial<CheckoutResponse>) =>
  app.inject({
    method: 'POST',
    url: verifyPath(payUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(answer as Record<string, string>).toString(),
  });
const postWebhook = (event: WebhookEvent, entityId: string, options: { secret?: string; createdAt?: number } = {}) => {
  const { body, headers } = standIn.webhook(event, entityId, options);
  return app.inject({ method: 'POST', url: `/api/v1/payments/callback/${RAZORPAY_PROVIDER}`, headers, payload: body });
};
const eventsOf = (paymentId: string) => app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));

describe('checkout with Razorpay selected', () => {
  it('opens a Razorpay order for the attempt and sends the payer to the API’s Checkout page', async () => {
    const { order, paymentId, razorpayOrderId, amountMinor } = await razorpayOrder();
    expect(order.payment).toMatchObject({ provider: 'razorpay', status: 'pending' });
    expect(payUrlOf(order)).toMatch(new RegExp(`^/razorpay-pay/${paymentId}\\?expires=`));
    expect(standIn.orders.get(razorpayOrderId)).toMatchObject({ amount: amountMinor, currency: 'INR', receipt: paymentId });
    expect(Number.isInteger(amountMinor) && amountMinor > 0).toBe(true);

    const page = await app.inject({ method: 'GET', url: payUrlOf(order) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[^']+' https:\/\/checkout\.razorpay\.com/);
    expect(page.body).toContain('https://checkout.razorpay.com/v1/checkout.js');
    expect(page.body).toContain(`"orderId":"${razorpayOrderId}"`);
    expect(page.body).toContain('"key":"rzp_test_StandIn0000001"');
    expect(page.body).not.toContain('stand-in-key-secret');

    // Without the link's proof (nor the payer's session), nothing is shown.
    const bare = await app.inject({ method: 'GET', url: `/razorpay-pay/${paymentId}` });
    expect(bare.statusCode).toBe(403);
    expect(bare.body).not.toContain(razorpayOrderId);
  });

  it('opens for the payer by their session, refuses another shopper, an altered link (403) and an expired one (410), and 404s an unknown attempt', async () => {
    const { order, paymentId, razorpayOrderId, shopper } = await razorpayOrder();
    const other = await razorpayOrder();
    const bySession = await app.inject({ method: 'GET', url: `/razorpay-pay/${paymentId}`, headers: { authorization: `Bearer ${shopper.token}` } });
    expect(bySession.statusCode).toBe(200);
    expect(bySession.body).toContain(razorpayOrderId);
    const stranger = await app.inject({ method: 'GET', url: `/razorpay-pay/${paymentId}`, headers: { authorization: `Bearer ${other.shopper.token}` } });
    expect(stranger.statusCode).toBe(403);
    const query = new URL(payUrlOf(order), 'http://shop').searchParams;
    query.set('expires', String(Math.floor(Date.now() / 1000) + 60));
    const altered = await app.inject({ method: 'GET', url: `/razorpay-pay/${paymentId}?${query.toString()}` });
    expect(altered.statusCode).toBe(403);
    const old = signSandboxLink(linkSecret, paymentId, new Date(Date.now() - (SANDBOX_LINK_TTL_SECONDS + 60) * 1000));
    const expired = await app.inject({ method: 'GET', url: `/razorpay-pay/${paymentId}${sandboxLinkQuery(old)}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).not.toContain(razorpayOrderId);
    expect((await app.inject({ method: 'GET', url: `/razorpay-pay/${randomUUID()}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/razorpay-pay/not-a-payment' })).statusCode).toBe(404);
  });

  it('captures through Checkout’s answer: the signature checks, the payment is read back, the order is paid', async () => {
    const { order, paymentId, razorpayOrderId, shopper } = await razorpayOrder();
    const answer = standIn.pay(razorpayOrderId);
    const posted = await postAnswer(payUrlOf(order), answer);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`/checkout/payment-status?payment=${paymentId}`);
    expect(await paymentRow(app, paymentId)).toMatchObject({ status: 'paid', providerReference: answer.razorpay_payment_id, payUrl: null });
    expect((await orderNow(app, shopper.token, order.order_number)).status).toBe('confirmed');

    // The webhook for the same capture arrives after: acknowledged, no second effect.
    const late = await postWebhook('payment.captured', answer.razorpay_payment_id);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toEqual({ received: true, duplicate: true });
    expect(await eventsOf(paymentId)).toHaveLength(1);
  });

  it('refuses a forged answer: another payment’s signature, or one for another order, changes nothing', async () => {
    const { order, paymentId, razorpayOrderId } = await razorpayOrder();
    const other = await razorpayOrder();
    const genuine = standIn.pay(razorpayOrderId);
    const elsewhere = standIn.pay(other.razorpayOrderId);
    for (const forged of [
      { ...genuine, razorpay_signature: elsewhere.razorpay_signature },
      { ...elsewhere },
      { ...genuine, razorpay_payment_id: elsewhere.razorpay_payment_id },
      { razorpay_order_id: razorpayOrderId },
    ]) {
      const posted = await postAnswer(payUrlOf(order), forged);
      expect(posted.statusCode, JSON.stringify(forged)).toBe(400);
      expect(posted.body).toContain('The payment could not be confirmed');
    }
    expect((await paymentRow(app, paymentId))?.status).toBe('pending');
    expect(await eventsOf(paymentId)).toHaveLength(0);
  });

  it('captures by the payment.captured webhook, once, through the usual payment flow', async () => {
    const { order, paymentId, razorpayOrderId, shopper } = await razorpayOrder();
    const answer = standIn.pay(razorpayOrderId);
    // Delivered over HTTP, as Razorpay does.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    expect(await standIn.sendWebhook(`http://127.0.0.1:${port}/api/v1/payments/callback/razorpay`, 'payment.captured', answer.razorpay_payment_id)).toBe(200);
    expect((await orderNow(app, shopper.token, order.order_number)).status).toBe('confirmed');
    const again = await postWebhook('payment.captured', answer.razorpay_payment_id);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    // Checkout's answer after the webhook: straight back to the outcome page.
    const posted = await postAnswer(payUrlOf(order), answer);
    expect(posted.statusCode).toBe(303);
    expect(await eventsOf(paymentId)).toHaveLength(1);
  });

  it('refuses a forged or stale webhook, changing nothing', async () => {
    const { paymentId, razorpayOrderId } = await razorpayOrder();
    const answer = standIn.pay(razorpayOrderId);
    const forged = await postWebhook('payment.captured', answer.razorpay_payment_id, { secret: 'someone-else-s-webhook-secret' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: BAD_RAZORPAY_SIGNATURE });
    const stale = await postWebhook('payment.captured', answer.razorpay_payment_id, { createdAt: Math.floor(Date.now() / 1000) - 8 * 24 * 60 * 60 });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ message: STALE_RAZORPAY_WEBHOOK });
    expect((await paymentRow(app, paymentId))?.status).toBe('pending');
    expect(await eventsOf(paymentId)).toHaveLength(0);
  });

  it('fails the attempt on payment.failed, with Razorpay’s reason', async () => {
    const { paymentId, razorpayOrderId } = await razorpayOrder();
    const declined = standIn.fail(razorpayOrderId, 'Your card was declined.');
    const answer = await postWebhook('payment.failed', declined.id);
    expect(answer.statusCode, answer.body).toBe(200);
    // Its reference stays the Razorpay order, which Checkout may still pay.
    expect(await paymentRow(app, paymentId)).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.', providerReference: razorpayOrderId });
  });

  it('takes a success after a decline in the same Checkout: the attempt the failure settled is paid after all', async () => {
    const { order, paymentId, razorpayOrderId, shopper } = await razorpayOrder();
    const declined = standIn.fail(razorpayOrderId);
    expect((await postWebhook('payment.failed', declined.id)).statusCode).toBe(200);
    expect((await paymentRow(app, paymentId))?.status).toBe('failed');
    const answer = standIn.pay(razorpayOrderId);
    const posted = await postAnswer(payUrlOf(order), answer);
    expect(posted.statusCode).toBe(303);
    expect((await paymentRow(app, paymentId))?.status).toBe('paid');
    expect((await orderNow(app, shopper.token, order.order_number)).status).toBe('confirmed');
  });

  it('serves no sandbox page beside Razorpay unless PAYMENT_SANDBOX=true', async () => {
    const { order } = await razorpayOrder();
    const sandbox = await app.inject({ method: 'GET', url: `/sandbox-pay/${order.payment?.id ?? randomUUID()}` });
    expect(sandbox.statusCode).toBe(404);
    expect(() => app.payments.provider('sandbox')).toThrow();
    expect(app.payments.defaultProvider().name).toBe('razorpay');
  });
});

describe('refunds through Razorpay', () => {
  async function capturedPayment() {
    const placed = await razorpayOrder();
    const answer = standIn.pay(placed.razorpayOrderId);
    expect((await postAnswer(payUrlOf(placed.order), answer)).statusCode).toBe(303);
    const row = await paymentRow(app, placed.paymentId);
    return { ...placed, providerReference: row?.providerReference ?? null };
  }

  it('refunds a captured payment once, however often the same refund is asked', async () => {
    const { paymentId, providerReference, amountMinor } = await capturedPayment();
    const provider = app.payments.provider(RAZORPAY_PROVIDER);
    const before = standIn.refundCount;
    const request = { refundId: `${Date.now()}`, paymentId, providerReference, amountMinor: Math.floor(amountMinor / 2) };
    const first = await provider.refund(request);
    expect(first).toMatchObject({ status: 'succeeded' });
    expect(await provider.refund(request)).toEqual(first);
    expect(standIn.refundCount).toBe(before + 1);
    standIn.refuseRefunds = 'The payment has been fully refunded already.';
    expect(await provider.refund({ ...request, refundId: `${request.refundId}2` })).toEqual({ status: 'failed', reason: 'The payment has been fully refunded already.' });
    standIn.refuseRefunds = null;
  });

  it('settles a pending refund by the refund.processed or refund.failed webhook, once, through onRefundSettled', async () => {
    const { paymentId, providerReference, amountMinor } = await capturedPayment();
    const provider = app.payments.provider(RAZORPAY_PROVIDER);
    standIn.refundStatus = 'pending';
    const pending = await provider.refund({ refundId: 'r-501', paymentId, providerReference, amountMinor: Math.floor(amountMinor / 4) });
    const failing = await provider.refund({ refundId: 'r-502', paymentId, providerReference, amountMinor: Math.floor(amountMinor / 4) });
    standIn.refundStatus = 'processed';
    if (pending.status !== 'pending' || failing.status !== 'pending') throw new Error('expected pending refunds');

    standIn.settleRefund(pending.providerRefundId, 'processed');
    standIn.settleRefund(failing.providerRefundId, 'failed');
    expect((await postWebhook('refund.processed', pending.providerRefundId)).json()).toEqual({ received: true, duplicate: false });
    expect((await postWebhook('refund.processed', pending.providerRefundId)).json()).toEqual({ received: true, duplicate: true });
    expect((await postWebhook('refund.failed', failing.providerRefundId)).statusCode).toBe(200);

    const mine = settlements.filter((settlement) => settlement.paymentId === paymentId);
    expect(mine).toEqual([
      { refundId: 'r-501', paymentId, providerName: 'razorpay', providerRefundId: pending.providerRefundId, status: 'succeeded', reason: null },
      { refundId: 'r-502', paymentId, providerName: 'razorpay', providerRefundId: failing.providerRefundId, status: 'failed', reason: expect.any(String) },
    ]);
    const effects = (await eventsOf(paymentId)).map((event) => event.effect).sort();
    expect(effects).toEqual(['captured', 'refund_failed', 'refund_succeeded']);
    // The payment stays paid: a refund's outcome is the refund service's to record.
    expect((await paymentRow(app, paymentId))?.status).toBe('paid');
  });
});
