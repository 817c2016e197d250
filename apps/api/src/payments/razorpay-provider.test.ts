import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { RazorpayStandIn, STAND_IN_KEYS } from '../test/razorpay-stand-in';
import {
  BAD_RAZORPAY_SIGNATURE,
  idempotencyKey,
  MISSING_RAZORPAY_SIGNATURE,
  RazorpayError,
  RazorpayProvider,
  STALE_RAZORPAY_WEBHOOK,
} from './razorpay-provider';
import { SignatureError } from './signature';

const LINK_SECRET = 'link-secret-for-the-razorpay-adapter-tests';
let standIn: RazorpayStandIn;
let provider: RazorpayProvider;

const providerWith = (overrides: Partial<Record<keyof typeof STAND_IN_KEYS, string>> = {}) =>
  new RazorpayProvider({ ...STAND_IN_KEYS, ...overrides, apiUrl: standIn.url }, LINK_SECRET);

beforeAll(async () => {
  standIn = await RazorpayStandIn.start();
  provider = providerWith();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.refundStatus = 'processed';
  standIn.refuseRefunds = null;
});

/** An attempt opened at the stand-in and paid there: the shop's id, Razorpay's order and Checkout's answer. */
async function paidAttempt(amountMinor = 1_234_50) {
  const paymentId = randomUUID();
  const opened = await provider.createAttempt({ paymentId, amountMinor, method: 'card', returnPath: `/checkout/payment-status?payment=${paymentId}` });
  const answer = standIn.pay(opened.providerReference ?? '');
  return { paymentId, opened, answer };
}

const headersOf = (signature: string | undefined) => (signature === undefined ? {} : { 'x-razorpay-signature': signature });

describe('Razorpay orders', () => {
  it('opens an order in paise and INR with the shop’s payment id as its receipt, and a signed link to the Checkout page', async () => {
    const paymentId = randomUUID();
    const opened = await provider.createAttempt({ paymentId, amountMinor: 75_000_99, method: 'card', returnPath: '/x' });
    const order = standIn.orders.get(opened.providerReference ?? '');
    expect(order).toMatchObject({ amount: 75_000_99, currency: 'INR', receipt: paymentId, notes: { shop_payment_id: paymentId }, status: 'created' });
    expect(opened.providerReference).toMatch(/^order_[A-Za-z0-9]{14}$/);
    expect(opened.payUrl).toMatch(new RegExp(`^/razorpay-pay/${paymentId}\\?expires=\\d+&nonce=[\\w-]{22}&sig=[0-9a-f]{64}$`));
    const proof = Object.fromEntries(new URL(opened.payUrl, 'http://shop').searchParams);
    expect(provider.checkLink(paymentId, proof, new Date())).toBe('valid');
    expect(provider.checkLink(randomUUID(), proof, new Date())).toBe('invalid');
  });

  it('says why Razorpay refused: wrong keys (401) and Razorpay’s error description', async () => {
    const wrong = providerWith({ keySecret: 'not-the-key-secret-at-all' });
    await expect(wrong.createAttempt({ paymentId: randomUUID(), amountMinor: 1000, method: 'card', returnPath: '/x' })).rejects.toMatchObject({
      name: 'RazorpayError',
      status: 401,
      message: 'Razorpay did not open an order: Authentication failed',
    });
    await expect(provider.createAttempt({ paymentId: randomUUID(), amountMinor: 99, method: 'card', returnPath: '/x' })).rejects.toThrow(
      /Order amount less than minimum amount allowed/,
    );
  });
});

describe('Checkout’s payment signature', () => {
  it('accepts Razorpay’s HMAC of order_id|payment_id and nothing else', async () => {
    const { opened, answer } = await paidAttempt();
    const orderId = opened.providerReference ?? '';
    expect(provider.verifyPaymentSignature(orderId, answer.razorpay_payment_id, answer.razorpay_signature)).toBe(true);
    const other = await paidAttempt();
    // A genuine signature of another order or payment, a tampered one, one signed with another secret, junk.
    expect(provider.verifyPaymentSignature(other.opened.providerReference ?? '', answer.razorpay_payment_id, answer.razorpay_signature)).toBe(false);
    expect(provider.verifyPaymentSignature(orderId, other.answer.razorpay_payment_id, answer.razorpay_signature)).toBe(false);
    const flipped = `${answer.razorpay_signature.slice(0, -1)}${answer.razorpay_signature.endsWith('0') ? '1' : '0'}`;
    expect(provider.verifyPaymentSignature(orderId, answer.razorpay_payment_id, flipped)).toBe(false);
    expect(providerWith({ keySecret: 'another-key-secret-0123' }).verifyPaymentSignature(orderId, answer.razorpay_payment_id, answer.razorpay_signature)).toBe(false);
    for (const junk of ['', 'abc', 'z'.repeat(64), `${answer.razorpay_signature}00`]) {
      expect(provider.verifyPaymentSignature(orderId, answer.razorpay_payment_id, junk), junk).toBe(false);
    }
  });

  it('reads the payment back from Razorpay', async () => {
    const { paymentId, opened, answer } = await paidAttempt(5_000_00);
    const read = await provider.fetchPayment(answer.razorpay_payment_id);
    expect(read).toMatchObject({ status: 'captured', amount: 5_000_00, order_id: opened.providerReference });
    expect(provider.eventOfPayment(paymentId, read, new Date())).toMatchObject({
      type: 'payment.succeeded',
      payment_id: paymentId,
      provider_reference: answer.razorpay_payment_id,
      event_id: `rzp:payment.captured:${answer.razorpay_payment_id}`,
    });
    await expect(provider.fetchPayment('pay_NoSuchPayment00')).rejects.toThrow(/The id provided does not exist/);
  });
});

describe('Razorpay webhooks', () => {
  it('maps payment.captured and payment.failed onto the shop’s events, with ids from the signed body', async () => {
    const { paymentId, answer } = await paidAttempt();
    const captured = standIn.webhook('payment.captured', answer.razorpay_payment_id);
    const event = provider.verifyCallback(Buffer.from(captured.body), captured.headers, new Date());
    expect(event).toMatchObject({
      type: 'payment.succeeded',
      payment_id: paymentId,
      provider_reference: answer.razorpay_payment_id,
      event_id: `rzp:payment.captured:${answer.razorpay_payment_id}`,
    });

    const declined = await provider.createAttempt({ paymentId: randomUUID(), amountMinor: 2000, method: 'card', returnPath: '/x' });
    const failure = standIn.fail(declined.providerReference ?? '', 'Card declined by the issuer.');
    const failed = standIn.webhook('payment.failed', failure.id);
    expect(provider.verifyCallback(Buffer.from(failed.body), failed.headers, new Date())).toMatchObject({
      type: 'payment.failed',
      failure_reason: 'Card declined by the issuer.',
    });
  });

  it('refuses a forged, altered or unsigned webhook with 401 and a stale or future one with 400', async () => {
    const { answer } = await paidAttempt();
    const now = Math.floor(Date.now() / 1000);
    const good = standIn.webhook('payment.captured', answer.razorpay_payment_id);
    const forged = standIn.webhook('payment.captured', answer.razorpay_payment_id, { secret: 'not-the-webhook-secret' });
    const stale = standIn.webhook('payment.captured', answer.razorpay_payment_id, { createdAt: now - 8 * 24 * 60 * 60 });
    const future = standIn.webhook('payment.captured', answer.razorpay_payment_id, { createdAt: now + 10 * 60 });
    const cases: [string, string | undefined, number, string][] = [
      [forged.body, forged.signature, 401, BAD_RAZORPAY_SIGNATURE],
      [good.body.replace('"captured"', '"refunded"'), good.signature, 401, BAD_RAZORPAY_SIGNATURE],
      [good.body, undefined, 401, MISSING_RAZORPAY_SIGNATURE],
      [good.body, 'sha256=abc', 401, MISSING_RAZORPAY_SIGNATURE],
      [stale.body, stale.signature, 400, STALE_RAZORPAY_WEBHOOK],
      [future.body, future.signature, 400, STALE_RAZORPAY_WEBHOOK],
    ];
    for (const [body, signature, status, message] of cases) {
      let thrown: unknown;
      try {
        provider.verifyCallback(Buffer.from(body), headersOf(signature), new Date());
      } catch (error) {
        thrown = error;
      }
      expect(thrown, `${status} ${message}`).toBeInstanceOf(HttpError);
      expect(thrown).toMatchObject({ statusCode: status, message });
      if (status === 401) expect(thrown).toBeInstanceOf(SignatureError);
    }
    // Still inside Razorpay's 7 days of retries and replays: accepted (the event id keeps it to one effect).
    const retried = standIn.webhook('payment.captured', answer.razorpay_payment_id, { createdAt: now - 6 * 24 * 60 * 60 });
    expect(provider.verifyCallback(Buffer.from(retried.body), retried.headers, new Date()).type).toBe('payment.succeeded');
  });

  it('refuses an event the shop does not take with 422', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'order.paid', payload: {}, created_at: Math.floor(Date.now() / 1000) });
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', STAND_IN_KEYS.webhookSecret).update(body).digest('hex');
    expect(() => provider.verifyCallback(Buffer.from(body), headersOf(signature), new Date())).toThrow(expect.objectContaining({ statusCode: 422 }));
  });
});

describe('Razorpay refunds', () => {
  const refundOf = (paymentId: string, razorpayPaymentId: string, amountMinor: number, refundId = String(Math.floor(Math.random() * 1e9))) => ({
    refundId,
    paymentId,
    providerReference: razorpayPaymentId,
    amountMinor,
  });

  it('refunds in paise with the refund id as Razorpay’s idempotency key: processed is succeeded', async () => {
    const { paymentId, answer } = await paidAttempt(10_000_00);
    const before = standIn.refundCount;
    const request = refundOf(paymentId, answer.razorpay_payment_id, 2_500_50, '7001');
    const outcome = await provider.refund(request);
    expect(outcome).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect(standIn.refundCount).toBe(before + 1);
    const made = standIn.refunds.get(outcome.status === 'succeeded' ? outcome.providerRefundId : '');
    expect(made).toMatchObject({ amount: 2_500_50, payment_id: answer.razorpay_payment_id, notes: { shop_refund_id: '7001', shop_payment_id: paymentId } });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payments/${answer.razorpay_payment_id}/refund`, idempotencyKey: idempotencyKey('7001') });
    expect(idempotencyKey('7001')).toMatch(/^[A-Za-z0-9_-]{10,}$/);
  });

  it('answers a retry with the same refund id with the same refund: one refund at Razorpay', async () => {
    const { paymentId, answer } = await paidAttempt(10_000_00);
    const request = refundOf(paymentId, answer.razorpay_payment_id, 4_000_00);
    const before = standIn.refundCount;
    const first = await provider.refund(request);
    const again = await provider.refund(request);
    expect(again).toEqual(first);
    expect(standIn.refundCount).toBe(before + 1);
    expect(standIn.payments.get(answer.razorpay_payment_id)?.amount_refunded).toBe(4_000_00);
    // Another refund id is another refund.
    expect(await provider.refund({ ...request, refundId: `${request.refundId}1` })).toMatchObject({ status: 'succeeded' });
    expect(standIn.refundCount).toBe(before + 2);
  });

  it('answers pending when Razorpay has not processed it yet, and failed with Razorpay’s reason when it refuses', async () => {
    const { paymentId, answer } = await paidAttempt(3_000_00);
    standIn.refundStatus = 'pending';
    expect(await provider.refund(refundOf(paymentId, answer.razorpay_payment_id, 1_000_00))).toMatchObject({ status: 'pending' });
    standIn.refundStatus = 'processed';
    expect(await provider.refund(refundOf(paymentId, answer.razorpay_payment_id, 2_500_00))).toEqual({
      status: 'failed',
      reason: 'The refund amount provided is greater than amount captured',
    });
    standIn.refuseRefunds = 'Refunds are not allowed on this payment.';
    expect(await provider.refund(refundOf(paymentId, answer.razorpay_payment_id, 100_00))).toEqual({ status: 'failed', reason: 'Refunds are not allowed on this payment.' });
    expect(await provider.refund({ ...refundOf(paymentId, 'order_NotAPayment00', 100_00) })).toMatchObject({ status: 'failed' });
  });

  it('throws when Razorpay does not answer, so that the caller may retry with the same id', async () => {
    const down = new RazorpayProvider({ ...STAND_IN_KEYS, apiUrl: 'http://127.0.0.1:9' }, LINK_SECRET);
    await expect(down.refund(refundOf(randomUUID(), 'pay_Unreachable0000', 100_00))).rejects.toBeInstanceOf(RazorpayError);
  });

  it('maps refund.processed and refund.failed onto the shop’s refund, by the id in the refund’s notes', async () => {
    const { paymentId, answer } = await paidAttempt(3_000_00);
    standIn.refundStatus = 'pending';
    const outcome = await provider.refund(refundOf(paymentId, answer.razorpay_payment_id, 1_000_00, '9001'));
    const refundId = outcome.status === 'pending' ? outcome.providerRefundId : '';
    standIn.settleRefund(refundId, 'failed');
    const failed = standIn.webhook('refund.failed', refundId);
    expect(provider.verifyCallback(Buffer.from(failed.body), failed.headers, new Date())).toMatchObject({
      type: 'refund.failed',
      payment_id: paymentId,
      refund_id: '9001',
      provider_reference: refundId,
      event_id: `rzp:refund.failed:${refundId}`,
    });
  });
});
