import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { rootEndpoints } from '@aurelia/contracts';
import Razorpay from 'razorpay';
import type { RazorpayConfig } from '../config';
import { HttpError, ValidationError } from '../errors';
import type { AttemptRequest, OpenedAttempt, PaymentEvent, PaymentProvider, RefundOutcome, RefundRequest } from './payment-provider';
import { checkSandboxLink, sandboxLinkQuery, signSandboxLink, type SandboxLinkCheck, type SandboxLinkProof } from './sandbox-pay-link';
import { parseCallbackJson, validatedEvent } from './callback-event';
import { SignatureError } from './signature';

export const RAZORPAY_PROVIDER = 'razorpay';
/** Where the API serves the page that opens Checkout: `/razorpay-pay`. */
export const RAZORPAY_PAY_PATH = rootEndpoints.showRazorpayCheckout.path.replace('/:paymentId', '');
/** The header Razorpay signs its webhooks with: hex HMAC-SHA256 of the raw body with the webhook secret. */
export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
/** Razorpay's documented idempotency header for refunds (at least 10 characters of letters, digits, `-`, `_`). */
export const REFUND_IDEMPOTENCY_HEADER = 'X-Refund-Idempotency';
/**
 * How old a webhook's `created_at` may be: Razorpay retries for 24 hours and the Dashboard replays unacknowledged
 * events up to 7 days old, unchanged; the event ids keep a replay from taking effect twice.
 */
export const RAZORPAY_WEBHOOK_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** How far in the future a webhook's `created_at` may be (a clock a little ahead). */
export const RAZORPAY_WEBHOOK_FUTURE_SECONDS = 5 * 60;
/** The note that carries the shop's payment id on Razorpay's orders, payments and refunds. */
export const SHOP_PAYMENT_NOTE = 'shop_payment_id';
export const SHOP_REFUND_NOTE = 'shop_refund_id';

export const MISSING_RAZORPAY_SIGNATURE = 'Missing or malformed X-Razorpay-Signature header (hex HMAC-SHA256 of the raw body).';
export const BAD_RAZORPAY_SIGNATURE = 'The Razorpay webhook signature does not match its body.';
export const STALE_RAZORPAY_WEBHOOK = 'The Razorpay webhook was created more than 7 days ago, or in the future.';
const DEFAULT_FAILURE = 'The payment was declined.';
const HTTP_TIMEOUT_MS = 15_000;

/** The axios instance inside the package's API object, which is not in its typings. */
interface PackageHttp {
  defaults: { baseURL?: string; timeout?: number };
  post(url: string, data: unknown, config: { headers: Record<string, string> }): Promise<{ data: unknown }>;
}

/** A Razorpay payment as `GET /v1/payments/:id` answers it (the fields the shop reads). */
export interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string | null;
  notes?: Record<string, unknown> | unknown[];
  error_description?: string | null;
}

interface RazorpayRefund {
  id: string;
  amount: number;
  payment_id: string;
  status: 'pending' | 'processed' | 'failed';
  receipt?: string | null;
  notes?: Record<string, unknown> | unknown[];
}

/** What the package rejects with (`{ statusCode, error }`), or a network error without a response. */
function describeFailure(error: unknown): { status: number | null; description: string } {
  if (error && typeof error === 'object') {
    const shaped = error as { statusCode?: unknown; error?: { description?: unknown }; response?: { status?: unknown; data?: { error?: { description?: unknown } } } };
    const status = typeof shaped.statusCode === 'number' ? shaped.statusCode : typeof shaped.response?.status === 'number' ? shaped.response.status : null;
    const description = shaped.error?.description ?? shaped.response?.data?.error?.description;
    if (typeof description === 'string' && description) return { status, description };
    if (error instanceof Error) return { status, description: error.message };
  }
  return { status: null, description: String(error) };
}

/** A call to Razorpay that did not answer, or answered with an error. */
export class RazorpayError extends Error {
  override readonly name = 'RazorpayError';
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

const noteOf = (notes: unknown, key: string): string | undefined => {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return undefined;
  const value = (notes as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
};

const hexEquals = (given: string, expected: Buffer): boolean =>
  /^[0-9a-f]{64}$/i.test(given) && timingSafeEqual(Buffer.from(given, 'hex'), expected);

/**
 * Razorpay (docs/architecture.md "Decisions": payments). An attempt is a Razorpay order (amount in paise, INR,
 * receipt = the shop's payment id); the payer pays it in Razorpay Checkout, opened by a page the API serves
 * (`/razorpay-pay/{id}`, a signed link as the sandbox's); Checkout's answer is checked by its signature and by
 * reading the payment back; webhooks are checked by `X-Razorpay-Signature`; refunds go through the payments
 * refund API with `X-Refund-Idempotency` = the shop's refund id.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = RAZORPAY_PROVIDER;
  private readonly client: Razorpay;
  private readonly http: PackageHttp;

  /** `linkSecret` signs the pay links (PAYMENT_WEBHOOK_SECRET, as the sandbox's). */
  constructor(
    private readonly config: RazorpayConfig,
    private readonly linkSecret: string,
  ) {
    this.client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
    // The package fixes https://api.razorpay.com and offers no option for another base URL or a time limit; its
    // API object keeps an axios instance (`rq`), which is pointed at the configured URL instead.
    this.http = (this.client.api as unknown as { rq: PackageHttp }).rq;
    this.http.defaults.baseURL = config.apiUrl;
    this.http.defaults.timeout = HTTP_TIMEOUT_MS;
  }

  /** The public key id, which Checkout is opened with. */
  get keyId(): string {
    return this.config.keyId;
  }

  /** Opens a Razorpay order for the attempt; the payer pays it on the API's Checkout page, by a signed link. */
  async createAttempt(request: AttemptRequest, now = new Date()): Promise<OpenedAttempt> {
    let order: { id: string };
    try {
      order = await this.client.orders.create({
        amount: request.amountMinor,
        currency: 'INR',
        receipt: request.paymentId,
        notes: { [SHOP_PAYMENT_NOTE]: request.paymentId },
      });
    } catch (error) {
      const { status, description } = describeFailure(error);
      throw new RazorpayError(status, `Razorpay did not open an order: ${description}`);
    }
    const proof = signSandboxLink(this.linkSecret, request.paymentId, now);
    return { payUrl: `${RAZORPAY_PAY_PATH}/${request.paymentId}${sandboxLinkQuery(proof)}`, providerReference: order.id };
  }

  /** Whether a pay link's proof was signed for `paymentId` and has not expired. */
  checkLink(paymentId: string, proof: Partial<SandboxLinkProof>, now: Date): SandboxLinkCheck {
    return checkSandboxLink(this.linkSecret, paymentId, proof, now);
  }

  /**
   * Whether Checkout's `razorpay_signature` is Razorpay's for this order and payment: hex HMAC-SHA256 of
   * `order_id|payment_id` with the key secret, compared in constant time. `orderId` is the one the shop
   * stored, never the one the browser posted.
   */
  verifyPaymentSignature(orderId: string, paymentId: string, signature: string): boolean {
    const expected = createHmac('sha256', this.config.keySecret).update(`${orderId}|${paymentId}`).digest();
    return hexEquals(signature, expected);
  }

  /** The payment as Razorpay has it now (`GET /v1/payments/:id`). */
  async fetchPayment(razorpayPaymentId: string): Promise<RazorpayPayment> {
    try {
      return (await this.client.payments.fetch(razorpayPaymentId)) as unknown as RazorpayPayment;
    } catch (error) {
      const { status, description } = describeFailure(error);
      throw new RazorpayError(status, `Razorpay did not give the payment: ${description}`);
    }
  }

  /**
   * Refunds through `POST /v1/payments/:id/refund` with `X-Refund-Idempotency`: Razorpay answers a retry with the
   * same key and body with the same refund, so a retry after a lost answer never pays twice. The package sends
   * only its own headers, so this one call goes through its HTTP instance directly. `processed` is succeeded,
   * `pending` settles later by the refund.processed or refund.failed webhook, a refusal (4xx) is failed; no
   * answer (network, 5xx, 409 while the first request is still in flight) throws, and the caller may retry.
   */
  async refund(request: RefundRequest): Promise<RefundOutcome> {
    const razorpayPaymentId = request.providerReference;
    if (!razorpayPaymentId?.startsWith('pay_')) return { status: 'failed', reason: 'The payment has no Razorpay capture to refund.' };
    let refund: RazorpayRefund;
    try {
      const answer = await this.http.post(
        `/v1/payments/${encodeURIComponent(razorpayPaymentId)}/refund`,
        {
          amount: request.amountMinor,
          speed: 'normal',
          receipt: `refund-${request.refundId}`.slice(0, 40),
          notes: { [SHOP_REFUND_NOTE]: request.refundId, [SHOP_PAYMENT_NOTE]: request.paymentId },
        },
        { headers: { [REFUND_IDEMPOTENCY_HEADER]: idempotencyKey(request.refundId) } },
      );
      refund = answer.data as RazorpayRefund;
    } catch (error) {
      const { status, description } = describeFailure(error);
      if (status !== null && status >= 400 && status < 500 && status !== 409 && status !== 429) return { status: 'failed', reason: description };
      throw new RazorpayError(status, `Razorpay did not answer the refund: ${description}`);
    }
    if (refund.status === 'processed') return { status: 'succeeded', providerRefundId: refund.id };
    if (refund.status === 'pending') return { status: 'pending', providerRefundId: refund.id };
    return { status: 'failed', reason: 'Razorpay could not process the refund.' };
  }

  /**
   * Authenticates a webhook over its raw bytes (401 unsigned or forged), then its age (400 stale: more than
   * 7 days old or 5 minutes ahead), then maps it onto the shop's event: payment.captured → payment.succeeded,
   * payment.failed → payment.failed, refund.processed and refund.failed settle the shop's refund named in the
   * refund's notes. Event ids come from the signed body (event and entity), so the same capture reported by
   * Checkout's answer and by the webhook, or a webhook delivered twice, takes effect once.
   */
  verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders, now: Date): PaymentEvent {
    const header = headers[RAZORPAY_SIGNATURE_HEADER];
    const signature = Array.isArray(header) ? header[0] : header;
    if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) throw new SignatureError(MISSING_RAZORPAY_SIGNATURE);
    const expected = createHmac('sha256', this.config.webhookSecret).update(rawBody).digest();
    if (!hexEquals(signature, expected)) throw new SignatureError(BAD_RAZORPAY_SIGNATURE);
    const body = (parseCallbackJson(rawBody) ?? {}) as { event?: unknown; created_at?: unknown; payload?: Record<string, { entity?: Record<string, unknown> } | undefined> };
    const createdAt = typeof body.created_at === 'number' ? body.created_at : Number.NaN;
    const age = now.getTime() / 1000 - createdAt;
    if (Number.isNaN(age) || age > RAZORPAY_WEBHOOK_MAX_AGE_SECONDS || age < -RAZORPAY_WEBHOOK_FUTURE_SECONDS) {
      throw new HttpError(400, STALE_RAZORPAY_WEBHOOK);
    }
    return validatedEvent(mapWebhook(body, new Date(createdAt * 1000)));
  }

  /** The shop's event for a payment Razorpay reports captured or failed (Checkout's answer, read back). */
  eventOfPayment(shopPaymentId: string, payment: RazorpayPayment, occurredAt: Date): PaymentEvent | null {
    if (payment.status === 'captured' || payment.status === 'refunded') return capturedEvent(shopPaymentId, payment.id, occurredAt);
    if (payment.status === 'failed') return failedEvent(shopPaymentId, payment, occurredAt);
    return null;
  }
}

/** Razorpay's idempotency key for the shop's refund: at least 10 characters of letters, digits, `-` and `_`. */
export const idempotencyKey = (refundId: string): string => `aurelia-refund-${refundId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const capturedEvent = (shopPaymentId: string, razorpayPaymentId: string, occurredAt: Date): PaymentEvent => ({
  event_id: `rzp:payment.captured:${razorpayPaymentId}`,
  payment_id: shopPaymentId,
  type: 'payment.succeeded',
  provider_reference: razorpayPaymentId,
  occurred_at: occurredAt.toISOString(),
});

// A refusal keeps the Razorpay order as the attempt's reference: Checkout may still pay that order after a decline.
const failedEvent = (shopPaymentId: string, payment: { id: string; order_id?: unknown; error_description?: unknown }, occurredAt: Date): PaymentEvent => ({
  event_id: `rzp:payment.failed:${payment.id}`,
  payment_id: shopPaymentId,
  type: 'payment.failed',
  provider_reference: typeof payment.order_id === 'string' && payment.order_id ? payment.order_id : payment.id,
  failure_reason: typeof payment.error_description === 'string' && payment.error_description ? payment.error_description.slice(0, 200) : DEFAULT_FAILURE,
  occurred_at: occurredAt.toISOString(),
});

function mapWebhook(
  body: { event?: unknown; payload?: Record<string, { entity?: Record<string, unknown> } | undefined> },
  occurredAt: Date,
): unknown {
  const payment = body.payload?.['payment']?.entity;
  const refund = body.payload?.['refund']?.entity;
  const shopPaymentId = noteOf(refund?.['notes'], SHOP_PAYMENT_NOTE) ?? noteOf(payment?.['notes'], SHOP_PAYMENT_NOTE);
  const id = (entity: Record<string, unknown> | undefined) => (typeof entity?.['id'] === 'string' ? entity['id'] : '');
  switch (body.event) {
    case 'payment.captured':
      return capturedEvent(shopPaymentId ?? '', id(payment), occurredAt);
    case 'payment.failed':
      return failedEvent(shopPaymentId ?? '', { id: id(payment), order_id: payment?.['order_id'], error_description: payment?.['error_description'] }, occurredAt);
    case 'refund.processed':
    case 'refund.failed':
      return {
        event_id: `rzp:${body.event}:${id(refund)}`,
        payment_id: shopPaymentId ?? '',
        type: body.event,
        provider_reference: id(refund),
        refund_id: noteOf(refund?.['notes'], SHOP_REFUND_NOTE),
        ...(body.event === 'refund.failed' ? { failure_reason: 'Razorpay could not process the refund.' } : {}),
        occurred_at: occurredAt.toISOString(),
      };
    default:
      throw new ValidationError({ event: [`The shop does not take Razorpay's ${String(body.event)} event: subscribe to payment.captured, payment.failed, refund.processed and refund.failed.`] });
  }
}
