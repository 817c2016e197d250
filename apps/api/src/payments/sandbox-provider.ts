import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { SANDBOX_PAY_PATH, type PaymentCallbackBody } from '@aurelia/contracts';
import { parseCallbackJson, validatedEvent } from './callback-event';
import type { AttemptRequest, OpenedAttempt, PaymentEvent, PaymentProvider, RefundOutcome, RefundRequest } from './payment-provider';
import { checkSandboxLink, sandboxLinkQuery, signSandboxLink, type SandboxLinkCheck, type SandboxLinkProof } from './sandbox-pay-link';
import { SIGNATURE_HEADER, signatureHeader, verifySignature } from './signature';

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_DECLINE_REASON = 'The bank declined the payment.';
export const SANDBOX_REFUND_REFUSED = 'The provider could not refund this payment now.';

/** The sandbox's answer for one attempt: what the payer chose on its page. */
export type SandboxOutcome = 'approve' | 'decline';

/**
 * The built-in sandbox provider: its hosted page approves or declines an attempt, and it reports the
 * outcome to the shop with a callback signed like a real provider's (shared secret, timestamp).
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX_PROVIDER;

  /** Refunds the sandbox refuses, by the shop's refund id: a test's way to make the provider fail one. */
  readonly refusedRefunds = new Set<string>();
  /** Refunds the sandbox accepts but settles later, by a signed callback ({@link signedRefundEvent}): by refund id. */
  readonly pendingRefunds = new Set<string>();
  private readonly refunded = new Map<string, string>();

  constructor(private readonly secret: string) {}

  /**
   * Refunds at once, or answers `pending` for one in {@link pendingRefunds}; the same refund id answers the same
   * provider id (idempotent), never a second refund.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    if (this.refusedRefunds.has(request.refundId)) return { status: 'failed', reason: SANDBOX_REFUND_REFUSED };
    const status = this.pendingRefunds.has(request.refundId) ? 'pending' : 'succeeded';
    const known = this.refunded.get(request.refundId);
    if (known) return { status, providerRefundId: known };
    const providerRefundId = `sbx_rf_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
    this.refunded.set(request.refundId, providerRefundId);
    return { status, providerRefundId };
  }

  /**
   * The callback that settles a refund answered `pending`, processed or failed, signed like the payment
   * callbacks; throws for a refund the sandbox was never asked for.
   */
  signedRefundEvent(
    paymentId: string,
    refundId: string,
    outcome: 'processed' | 'failed',
    now: Date,
  ): { body: string; signature: string; event: PaymentCallbackBody } {
    const providerRefundId = this.refunded.get(refundId);
    if (!providerRefundId) throw new Error(`The sandbox was never asked for refund ${refundId}`);
    this.pendingRefunds.delete(refundId);
    return this.signed(
      {
        payment_id: paymentId,
        type: outcome === 'processed' ? 'refund.processed' : 'refund.failed',
        provider_reference: providerRefundId,
        refund_id: refundId,
        ...(outcome === 'failed' ? { failure_reason: SANDBOX_REFUND_REFUSED } : {}),
      },
      now,
    );
  }

  /** How many distinct refunds the sandbox paid out (tests prove a retry does not pay twice). */
  get refundCount(): number {
    return this.refunded.size;
  }

  /** The pay URL carries a signed, expiring proof: the browser that opens it may not carry the payer's token. */
  createAttempt(request: AttemptRequest, now = new Date()): OpenedAttempt {
    const proof = signSandboxLink(this.secret, request.paymentId, now);
    return { payUrl: `${SANDBOX_PAY_PATH}/${request.paymentId}${sandboxLinkQuery(proof)}`, providerReference: null };
  }

  /** Whether a pay link's proof was signed by this sandbox for `paymentId` and has not expired. */
  checkLink(paymentId: string, proof: Partial<SandboxLinkProof>, now: Date): SandboxLinkCheck {
    return checkSandboxLink(this.secret, paymentId, proof, now);
  }

  verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentEvent {
    verifySignature(this.secret, headers[SIGNATURE_HEADER], rawBody, now);
    return validatedEvent(parseCallbackJson(rawBody));
  }

  /** The event the sandbox reports for the payer's choice, as the raw body and its signature header. */
  signedEvent(paymentId: string, outcome: SandboxOutcome, now: Date): { body: string; signature: string; event: PaymentCallbackBody } {
    return this.signed(
      {
        payment_id: paymentId,
        type: outcome === 'approve' ? 'payment.succeeded' : 'payment.failed',
        provider_reference: `sbx_${randomUUID().replaceAll('-', '').slice(0, 20)}`,
        ...(outcome === 'decline' ? { failure_reason: SANDBOX_DECLINE_REASON } : {}),
      },
      now,
    );
  }

  /** An event, with a new id and the time, as the raw body the sandbox sends and its signature header. */
  private signed(fields: Omit<PaymentCallbackBody, 'event_id' | 'occurred_at'>, now: Date): { body: string; signature: string; event: PaymentCallbackBody } {
    const event: PaymentCallbackBody = { event_id: `evt_${randomUUID()}`, ...fields, occurred_at: now.toISOString() };
    const body = JSON.stringify(event);
    return { body, signature: signatureHeader(this.secret, Math.floor(now.getTime() / 1000), body), event };
  }
}
