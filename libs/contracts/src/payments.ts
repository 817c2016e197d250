import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, moneySchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { always, e } from './endpoint-responses';

/**
 * What a payment is for. Each purpose has its own outcome page (`return_path`): an order returns to
 * `/checkout/payment-status`, a gift card to its checkout, a plan instalment to its transaction status.
 */
export const paymentPurposeSchema = z.enum(['order', 'gift_card', 'gold_plan_instalment']);
export type PaymentPurpose = z.infer<typeof paymentPurposeSchema>;

/** The methods that go through the payment provider; cash never does. */
export const providerMethodSchema = z.enum(['upi', 'card', 'bank', 'wallet'], { error: 'Choose how to pay: UPI, card, bank or wallet' });
export type ProviderMethod = z.infer<typeof providerMethodSchema>;

/**
 * One attempt to pay through the provider. `pending`: the payer has not answered yet; `paid` and `failed`
 * are final answers of the provider; `cancelled`: the attempt expired or was replaced by a retry before the
 * provider answered.
 */
export const paymentAttemptStatusSchema = z.enum(['pending', 'paid', 'failed', 'cancelled']);
export type PaymentAttemptStatus = z.infer<typeof paymentAttemptStatusSchema>;

/** A payment attempt as its payer may read it (`GET /payments/{id}`, and on an order). */
export const paymentSchema = z.object({
  id: z.uuid(),
  purpose: paymentPurposeSchema,
  status: paymentAttemptStatusSchema,
  method: providerMethodSchema,
  amount: moneySchema,
  /** `sandbox` unless another provider is configured. */
  provider: z.string(),
  /**
   * Where the payer approves: the provider's hosted page (the sandbox's is `/sandbox-pay/{id}?expires=…&nonce=…&sig=…`
   * on the shop's own origin, a signed link only the payer is given). Null once the attempt is settled.
   */
  pay_url: z.string().nullable(),
  /** The shop page the provider sends the browser back to, e.g. `/checkout/payment-status?payment={id}`. */
  return_path: z.string(),
  /** The order it pays, for `purpose: order`. */
  order_number: z.string().nullable(),
  /** Why it failed, in words a shopper understands (declined by the bank, timed out). */
  failure_reason: z.string().nullable(),
  /**
   * True when the provider captured this attempt but the shop could not take the money, so it is refunded
   * in full: the pieces were sold after a decline or time-out released them, or another attempt had already
   * paid the order. The outcome page should say so rather than show success. Always sent by the API;
   * optional so that older fixtures stay valid.
   */
  refund_due: z.boolean().optional(),
  created_at: dateTimeSchema,
  settled_at: dateTimeSchema.nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentResponseSchema = dataEnvelope(paymentSchema);
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/** `GET /payments/:paymentId`: any string is looked up, so a malformed id is a 404 like another payer's. */
export const paymentIdParamsSchema = z.object({ paymentId: z.string().min(1).max(64) });
export type PaymentIdParams = z.infer<typeof paymentIdParamsSchema>;

/** `POST /payments/callback/:provider`. */
export const paymentProviderParamsSchema = z.object({ provider: z.string().min(1).max(40) });
export type PaymentProviderParams = z.infer<typeof paymentProviderParamsSchema>;

/**
 * The body a provider posts back, signed over its raw bytes: header `X-Payment-Signature: t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. A timestamp more than 5 minutes away from the server's clock is
 * refused. `event_id` deduplicates: the same event twice is acknowledged once; a late `failed` after `paid`
 * (out of order) never undoes a capture.
 */
export const paymentCallbackBodySchema = z.object({
  event_id: z.string().min(8).max(100),
  payment_id: z.uuid(),
  /**
   * `payment.*` settle an attempt; `refund.processed` and `refund.failed` settle a refund the provider had
   * answered `pending`, named by `refund_id`.
   */
  type: z.enum(['payment.succeeded', 'payment.failed', 'refund.processed', 'refund.failed']),
  /** The provider's own reference for the capture or the refusal (for a refund event: of the refund). */
  provider_reference: z.string().min(1).max(100),
  /** The shop's id of the refund, for `refund.*` events. */
  refund_id: z.string().min(1).max(64).optional(),
  failure_reason: z.string().max(200).optional(),
  occurred_at: dateTimeSchema,
});
export type PaymentCallbackBody = z.infer<typeof paymentCallbackBodySchema>;

/** What the callback answers: `duplicate` when the event was already handled (still 200). */
export const paymentCallbackResponseSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type PaymentCallbackResponse = z.infer<typeof paymentCallbackResponseSchema>;

/** Payments through the provider (docs/architecture.md "Endpoints we design"). */
export const paymentEndpoints = {
  getPayment: {
    method: 'GET',
    path: '/payments/:paymentId',
    summary: 'One of the signed-in payer’s payment attempts, for the outcome page to poll; anyone else’s is a 404',
    auth: 'required',
    params: paymentIdParamsSchema,
    response: { 200: paymentResponseSchema, 401: e, 404: e, 422: e, ...always },
  },
  paymentCallback: {
    method: 'POST',
    path: '/payments/callback/:provider',
    summary: 'The provider reports an outcome (signed, timestamped, deduplicated by event id)',
    auth: 'none',
    params: paymentProviderParamsSchema,
    body: paymentCallbackBodySchema,
    response: { 200: paymentCallbackResponseSchema, 400: e, 401: e, 404: e, 422: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
