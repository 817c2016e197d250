import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentCallbackBody, ProviderMethod } from '@aurelia/contracts';

/** What a provider needs to know to open an attempt. */
export interface AttemptRequest {
  paymentId: string;
  amountMinor: number;
  method: ProviderMethod;
  /** Where the provider sends the browser back to, relative to the shop's origin. */
  returnPath: string;
}

/** Where the payer goes to pay, and the provider's own reference when it gives one at once. */
export interface OpenedAttempt {
  payUrl: string;
  providerReference: string | null;
}

/**
 * A payment provider (docs/architecture.md "Decisions": payments). `createAttempt` opens an attempt and says
 * where the payer pays it; `verifyCallback` authenticates a callback from its raw bytes and headers and
 * returns its event, or throws an HttpError: 401 forged or unsigned, 400 stale or not JSON, 422 invalid.
 */
export interface PaymentProvider {
  /** The `:provider` of `POST /payments/callback/:provider`, stored on each payment. */
  readonly name: string;
  createAttempt(request: AttemptRequest): Promise<OpenedAttempt> | OpenedAttempt;
  verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentEvent;
  /**
   * Gives back `amountMinor` of a captured payment. `refundId` is the shop's id of the refund and the provider's
   * idempotency key: asking again with the same id (a retry after a timeout) never pays twice. A provider that
   * settles later answers `pending` and reports the outcome by a signed callback.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
}

/** What a provider needs to give money back: which capture, how much, and the shop's id of the refund. */
export interface RefundRequest {
  refundId: string;
  paymentId: string;
  /** The provider's own reference of the captured payment, when it gave one. */
  providerReference: string | null;
  amountMinor: number;
}

/** The provider's answer to a refund: done, accepted to settle later, or refused with a reason. */
export type RefundOutcome =
  | { status: 'succeeded'; providerRefundId: string }
  | { status: 'pending'; providerRefundId: string }
  | { status: 'failed'; reason: string };

/** A callback that was verified and validated. */
export type PaymentEvent = PaymentCallbackBody;
