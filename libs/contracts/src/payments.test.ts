import { describe, expect, it } from 'vitest';
import { orderSchema, retryPaymentBodySchema } from './checkout';
import { paymentCallbackBodySchema, paymentEndpoints, paymentSchema } from './payments';
import * as contracts from './index';

const attempt = {
  id: '0b6f3c1e-6a52-4c1b-9a8e-2f1d7c9e4b10',
  purpose: 'order',
  status: 'pending',
  method: 'card',
  amount: 45_250.5,
  provider: 'sandbox',
  pay_url: '/sandbox-pay/0b6f3c1e-6a52-4c1b-9a8e-2f1d7c9e4b10',
  return_path: '/checkout/payment-status?payment=0b6f3c1e-6a52-4c1b-9a8e-2f1d7c9e4b10',
  order_number: 'AUR-7K3M9Q2X',
  failure_reason: null,
  created_at: '2026-11-23T10:00:00.000Z',
  settled_at: null,
};

describe('a payment attempt', () => {
  it('says what it pays, where to pay and where the browser comes back to', () => {
    expect(paymentSchema.parse(attempt)).toEqual(attempt);
  });

  it('goes through the provider only by card, bank or wallet: cash is never an attempt', () => {
    expect(paymentSchema.safeParse({ ...attempt, method: 'cash' }).success).toBe(false);
    expect(retryPaymentBodySchema.safeParse({ payment_method: 'cash' }).success).toBe(false);
    expect(retryPaymentBodySchema.parse({ payment_method: 'bank' })).toEqual({ payment_method: 'bank' });
  });

  it('is part of an order, null for cash, with whether a new attempt may start', () => {
    expect(orderSchema.shape.payment.safeParse(null).success).toBe(true);
    expect(orderSchema.shape.payment.safeParse(attempt).success).toBe(true);
    expect(orderSchema.shape.can_retry_payment.safeParse(true).success).toBe(true);
  });
});

describe('a provider callback', () => {
  const event = {
    event_id: 'evt_5d1c9a7e',
    payment_id: attempt.id,
    type: 'payment.succeeded',
    provider_reference: 'sbx_cap_81f2',
    occurred_at: '2026-11-23T10:01:00.000Z',
  };

  it('names the event, the attempt and the outcome', () => {
    expect(paymentCallbackBodySchema.parse(event)).toEqual(event);
    expect(paymentCallbackBodySchema.safeParse({ ...event, type: 'payment.refunded' }).success).toBe(false);
    expect(paymentCallbackBodySchema.safeParse({ ...event, payment_id: 'not-a-uuid' }).success).toBe(false);
    expect(paymentCallbackBodySchema.safeParse({ ...event, event_id: 'short' }).success).toBe(false);
  });

  it('settles a pending refund by the shop’s refund id', () => {
    const settled = { ...event, type: 'refund.processed', provider_reference: 'rfnd_FP8QHiV938haTz', refund_id: '42' };
    expect(paymentCallbackBodySchema.parse(settled)).toEqual(settled);
    expect(paymentCallbackBodySchema.parse({ ...settled, type: 'refund.failed', failure_reason: 'The bank refused it.' }).type).toBe('refund.failed');
  });

  it('needs no shopper token: the signature authenticates it', () => {
    expect(paymentEndpoints.paymentCallback.auth).toBe('none');
    expect(paymentEndpoints.getPayment.auth).toBe('required');
    expect(contracts.paymentEndpoints).toBe(paymentEndpoints);
  });
});
