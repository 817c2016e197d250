import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The keys the stand-in expects, shaped as Razorpay's are. */
export const STAND_IN_KEYS = {
  keyId: 'rzp_test_StandIn0000001',
  keySecret: 'stand-in-key-secret-0123456789',
  webhookSecret: 'stand-in-webhook-secret-0123456789',
} as const;

/** The environment that selects Razorpay and points it at a stand-in listening at `url`. */
export const razorpayEnv = (url: string): NodeJS.ProcessEnv => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: STAND_IN_KEYS.keyId,
  RAZORPAY_KEY_SECRET: STAND_IN_KEYS.keySecret,
  RAZORPAY_WEBHOOK_SECRET: STAND_IN_KEYS.webhookSecret,
  RAZORPAY_API_URL: url,
});

type Notes = Record<string, string | number>;

export interface StandInOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Notes;
  created_at: number;
}

export interface StandInPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'authorized' | 'captured' | 'failed' | 'refunded';
  order_id: string;
  method: string;
  amount_refunded: number;
  refund_status: 'partial' | 'full' | null;
  captured: boolean;
  notes: Notes;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

export interface StandInRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  notes: Notes;
  receipt: string | null;
  acquirer_data: { arn: string | null };
  created_at: number;
  batch_id: null;
  status: 'pending' | 'processed' | 'failed';
  speed_processed: 'normal' | 'instant';
  speed_requested: 'normal' | 'optimum';
}

/** What Razorpay Checkout hands the page's `handler` after a successful payment. */
export interface CheckoutResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** One request the stand-in answered, for tests that count calls. */
export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  status: number;
}

export type WebhookEvent = 'payment.captured' | 'payment.failed' | 'refund.processed' | 'refund.failed';

/**
 * A local stand-in for Razorpay's REST API (https://razorpay.com/docs/api/): the calls the adapter makes, with
 * Basic auth by key id and secret, Razorpay's entities and its error shape `{ error: { code, description,
 * source, step, reason, metadata, field? } }`, and the payer's side (paying an order in Checkout) and signed
 * webhooks as helpers. It listens on 127.0.0.1 on a port of its own; nothing reaches the internet.
 */
export class RazorpayStandIn {
  readonly orders = new Map<string, StandInOrder>();
  readonly payments = new Map<string, StandInPayment>();
  readonly refunds = new Map<string, StandInRefund>();
  readonly requests: SeenRequest[] = [];
  /** How new refunds start: `processed` at once (the default) or `pending`, settled later by {@link settleRefund}. */
  refundStatus: 'processed' | 'pending' = 'processed';
  /** When set, the next refund requests are refused with this description (400 BAD_REQUEST_ERROR). */
  refuseRefunds: string | null = null;
  private readonly idempotent = new Map<string, { body: string; refundId: string }>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  /** Starts a stand-in on a random port of 127.0.0.1. */
  static async start(): Promise<RazorpayStandIn> {
    // The server exists before the stand-in that answers on it, which needs its port.
    const holder: { standIn?: RazorpayStandIn } = {};
    const server = createServer((request, response) => {
      void holder.standIn?.handle(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    holder.standIn = new RazorpayStandIn(server, `http://127.0.0.1:${port}`);
    return holder.standIn;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** How many refunds the stand-in created (a retried refund with the same idempotency key adds none). */
  get refundCount(): number {
    return this.refunds.size;
  }

  /**
   * The payer pays `orderId` in Checkout: a captured payment (or only authorized, as before a manual capture),
   * carrying the notes the shop's page passed to Checkout (here the order's), and the handler's response,
   * signed as Razorpay signs it: HMAC-SHA256 of `order_id|payment_id` with the key secret.
   */
  pay(orderId: string, options: { capture?: boolean; amount?: number } = {}): CheckoutResponse {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId} at the stand-in`);
    const capture = options.capture ?? true;
    const payment: StandInPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: options.amount ?? order.amount,
      currency: order.currency,
      status: capture ? 'captured' : 'authorized',
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: capture,
      notes: { ...order.notes },
      error_code: null,
      error_description: null,
      created_at: unix(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (capture) Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    else order.status = 'attempted';
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: createHmac('sha256', STAND_IN_KEYS.keySecret).update(`${order.id}|${payment.id}`).digest('hex'),
    };
  }

  /** The payer's attempt at `orderId` fails (the bank declined it). */
  fail(orderId: string, description = 'Your payment was declined by the bank.'): StandInPayment {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`no order ${orderId} at the stand-in`);
    const payment: StandInPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'failed',
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      notes: { ...order.notes },
      error_code: 'BAD_REQUEST_ERROR',
      error_description: description,
      created_at: unix(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    order.status = 'attempted';
    return payment;
  }

  /** A pending refund settles: processed, or failed (its amount is no longer refunded). */
  settleRefund(refundId: string, status: 'processed' | 'failed'): StandInRefund {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`no refund ${refundId} at the stand-in`);
    refund.status = status;
    if (status === 'failed') {
      const payment = this.payments.get(refund.payment_id);
      if (payment) payment.amount_refunded -= refund.amount;
    }
    return refund;
  }

  /**
   * A webhook as Razorpay sends it: `{ entity: 'event', event, contains, payload: { payment: { entity } ... },
   * created_at }`, and its `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with the webhook secret).
   */
  webhook(
    event: WebhookEvent,
    entityId: string,
    options: { secret?: string; createdAt?: number } = {},
  ): { body: string; signature: string; headers: Record<string, string> } {
    const isRefund = event.startsWith('refund.');
    const refund = isRefund ? this.refunds.get(entityId) : undefined;
    const payment = this.payments.get(refund ? refund.payment_id : entityId);
    if (!payment || (isRefund && !refund)) throw new Error(`nothing called ${entityId} at the stand-in`);
    const payload = refund ? { refund: { entity: refund }, payment: { entity: payment } } : { payment: { entity: payment } };
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_StandIn0000001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: options.createdAt ?? unix(),
    });
    const signature = createHmac('sha256', options.secret ?? STAND_IN_KEYS.webhookSecret).update(body).digest('hex');
    return {
      body,
      signature,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': newId('evt') },
    };
  }

  /** Posts a signed webhook to `url` over HTTP, as Razorpay delivers one; answers the status. */
  async sendWebhook(url: string, event: WebhookEvent, entityId: string, options: { secret?: string; createdAt?: number } = {}): Promise<number> {
    const { body, headers } = this.webhook(event, entityId, options);
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
    return response.status;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url ?? '/', this.url).pathname;
    const header = request.headers['x-refund-idempotency'];
    const seen: SeenRequest = { method: request.method ?? 'GET', path, idempotencyKey: Array.isArray(header) ? header[0] : header, status: 0 };
    this.requests.push(seen);
    const send = (status: number, body: unknown) => {
      seen.status = status;
      response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      response.end(JSON.stringify(body));
    };
    if (!this.authenticated(request.headers.authorization)) return send(401, error('Authentication failed'));
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, error('The request body is not valid JSON.'));
      }
    }
    let match: RegExpMatchArray | null;
    if (request.method === 'POST' && path === '/v1/orders') return send(...this.createOrder(body));
    if (request.method === 'GET' && (match = path.match(/^\/v1\/payments\/([^/]+)$/))) {
      const payment = this.payments.get(match[1] ?? '');
      return payment ? send(200, payment) : send(400, error('The id provided does not exist', 'id'));
    }
    if (request.method === 'POST' && (match = path.match(/^\/v1\/payments\/([^/]+)\/refund$/))) {
      return send(...this.createRefund(match[1] ?? '', body, raw, seen.idempotencyKey));
    }
    return send(400, error('The requested URL was not found on the server.'));
  }

  private authenticated(authorization: string | undefined): boolean {
    const expected = `Basic ${Buffer.from(`${STAND_IN_KEYS.keyId}:${STAND_IN_KEYS.keySecret}`).toString('base64')}`;
    return authorization === expected;
  }

  private createOrder(body: Record<string, unknown>): [number, unknown] {
    const { amount, currency, receipt, notes } = body;
    if (typeof amount !== 'number' || !Number.isInteger(amount)) return [400, error('The amount must be an integer.', 'amount')];
    if (amount < 100) return [400, error('Order amount less than minimum amount allowed', 'amount')];
    if (currency !== 'INR') return [400, error('The currency is invalid.', 'currency')];
    if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
      return [400, error('The receipt may not be greater than 40 characters.', 'receipt')];
    }
    const order: StandInOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: (receipt as string | undefined) ?? null,
      status: 'created',
      attempts: 0,
      notes: (notes as Notes | undefined) ?? {},
      created_at: unix(),
    };
    this.orders.set(order.id, order);
    return [200, order];
  }

  private createRefund(paymentId: string, body: Record<string, unknown>, raw: string, key: string | undefined): [number, unknown] {
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return [400, error('The idempotency key is invalid.')];
      const earlier = this.idempotent.get(key);
      if (earlier) {
        if (earlier.body !== raw) return [400, error('Different request with the same idempotency key has already been processed.')];
        return [200, this.refunds.get(earlier.refundId)];
      }
    }
    const payment = this.payments.get(paymentId);
    if (!payment) return [400, error('The id provided does not exist', 'id')];
    if (payment.status !== 'captured' && payment.status !== 'refunded') return [400, error('Only payments which have been captured can be refunded')];
    if (this.refuseRefunds) return [400, error(this.refuseRefunds)];
    const amount = body['amount'] ?? payment.amount - payment.amount_refunded;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return [400, error('The amount must be atleast INR 1.00', 'amount')];
    if (amount > payment.amount - payment.amount_refunded) return [400, error('The refund amount provided is greater than amount captured', 'amount')];
    const refund: StandInRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: (body['notes'] as Notes | undefined) ?? {},
      receipt: (body['receipt'] as string | undefined) ?? null,
      acquirer_data: { arn: null },
      created_at: unix(),
      batch_id: null,
      status: this.refundStatus,
      speed_processed: 'normal',
      speed_requested: (body['speed'] as 'normal' | 'optimum' | undefined) ?? 'normal',
    };
    this.refunds.set(refund.id, refund);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
    if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
    if (key !== undefined) this.idempotent.set(key, { body: raw, refundId: refund.id });
    return [200, refund];
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id as Razorpay makes them: a prefix, `_`, 14 letters and digits. */
function newId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

const unix = () => Math.floor(Date.now() / 1000);

function error(description: string, field?: string) {
  return {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  };
}
