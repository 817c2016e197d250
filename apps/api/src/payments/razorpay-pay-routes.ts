import { rootEndpoints } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { orders, payments } from '../db/schema/index';
import { routeOptions } from '../http/route-options';
import { sendHtml } from './pay-page';
import { isPaymentId, type PaymentRow } from './payment-attempts';
import { RAZORPAY_PAGE_CSP, razorpayCheckoutPage, razorpayMessagePage } from './razorpay-page';
import { RAZORPAY_PAY_PATH, RAZORPAY_PROVIDER } from './razorpay-provider';
import { proofOfPayUrl, sandboxLinkQuery, type SandboxLinkProof } from './sandbox-pay-link';

const tags = ['razorpay provider'];

export interface RazorpayPayOptions {
  config: Pick<Config, 'brandName'>;
}

const NOT_FOUND = ['Payment not found', 'There is no payment at this address. Start the payment again from the shop.'] as const;
const REFUSED = ['This payment link is not valid', 'Only the payer can open this page, with the link the shop sent them here with.'] as const;
const EXPIRED = ['This payment link has expired', 'Start the payment again from the shop.'] as const;
const ANSWERED = ['This payment has its answer', 'The shop shows its outcome.'] as const;
const NOT_CONFIRMED = [
  'The payment could not be confirmed',
  'Razorpay’s answer did not check out. If money left your account, the shop confirms the payment once Razorpay reports it.',
] as const;

/**
 * The page that opens Razorpay Checkout for an attempt, and the address Checkout's answer is posted back to
 * (docs/architecture.md "Decisions": payments). Only the payer acts here, by their session or by the signed,
 * expiring link the pay URL carries, as on the sandbox's page. The answer is trusted only after its signature
 * checks against the order the shop stored and the payment, read back from Razorpay, is captured for that
 * order and amount; it then takes effect as the webhook would, under the same event id. Served whatever the
 * provider (404 pages when Razorpay is not configured), so the route table is the same in every setting.
 */
export const razorpayPayRoutes: FastifyPluginAsyncZod<RazorpayPayOptions> = async (app, { config }) => {
  // Checkout's answer comes as an urlencoded form; its three fields are read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const html = (reply: FastifyReply, status: number, body: string) => sendHtml(reply, status, body, RAZORPAY_PAGE_CSP);
  const message = (reply: FastifyReply, status: number, [title, text]: readonly [string, string], back?: string) =>
    html(reply, status, razorpayMessagePage(title, text, back));

  async function attempt(paymentId: string): Promise<{ payment: PaymentRow; orderNumber: string | null } | null> {
    if (!app.razorpayProvider || !isPaymentId(paymentId)) return null;
    const [row] = await app.db
      .select({ payment: payments, orderNumber: orders.orderNumber })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentId));
    return row && row.payment.provider === RAZORPAY_PROVIDER ? row : null;
  }

  async function isPayer(request: FastifyRequest, payment: PaymentRow): Promise<boolean> {
    if (!request.headers.authorization) return false;
    try {
      await app.optionalUser(request);
    } catch {
      return false;
    }
    return request.auth?.user.id === payment.userId;
  }

  /** The payer by session, the holder of the attempt's current link while it is pending, or why not. */
  async function access(request: FastifyRequest, payment: PaymentRow, proof: Partial<SandboxLinkProof>): Promise<'payer' | 'link' | 'refused' | 'expired' | 'used'> {
    if (await isPayer(request, payment)) return 'payer';
    const check = app.razorpayProvider?.checkLink(payment.id, proof, new Date()) ?? 'invalid';
    if (check !== 'valid') return check === 'expired' ? 'expired' : 'refused';
    return proofOfPayUrl(payment.payUrl)?.nonce === proof.nonce && payment.status === 'pending' ? 'link' : 'used';
  }

  app.route({
    ...routeOptions(app, rootEndpoints.showRazorpayCheckout, { tags }),
    handler: async (request, reply) => {
      const found = await attempt(request.params.paymentId);
      const provider = app.razorpayProvider;
      if (!found || !provider) return message(reply, 404, NOT_FOUND);
      const { payment, orderNumber } = found;
      const who = await access(request, payment, request.query);
      if (who === 'refused') return message(reply, 403, REFUSED);
      if (who === 'expired') return message(reply, 410, EXPIRED, payment.returnPath);
      if (payment.status !== 'pending' || !payment.providerReference) return message(reply, 200, ANSWERED, payment.returnPath);
      const proof = proofOfPayUrl(payment.payUrl);
      const verify = `${RAZORPAY_PAY_PATH}/${payment.id}/verify${proof ? sandboxLinkQuery(proof) : ''}`;
      return html(
        reply,
        200,
        razorpayCheckoutPage(
          {
            id: payment.id,
            merchant: config.brandName,
            amountMinor: payment.amountMinor,
            orderNumber,
            razorpayOrderId: payment.providerReference,
            keyId: provider.keyId,
            returnPath: payment.returnPath,
          },
          verify,
        ),
      );
    },
  });

  app.route({
    ...routeOptions(app, rootEndpoints.verifyRazorpayPayment, { tags }),
    handler: async (request, reply) => {
      const found = await attempt(request.params.paymentId);
      const provider = app.razorpayProvider;
      if (!found || !provider) return message(reply, 404, NOT_FOUND);
      const { payment } = found;
      const who = await access(request, payment, request.query);
      if (who === 'refused') return message(reply, 403, REFUSED);
      if (who === 'expired') return message(reply, 410, EXPIRED, payment.returnPath);
      // Paid already (the webhook came first, a second tab): the outcome page shows it. A failed attempt still
      // takes the answer: Checkout lets the payer try again after a decline, within the same Razorpay order.
      if (payment.status === 'paid') return reply.code(303).redirect(payment.returnPath);
      const { razorpay_payment_id: paid, razorpay_order_id: orderId, razorpay_signature: signature } = request.body ?? {};
      const storedOrderId = payment.providerReference ?? '';
      if (!paid || !signature || orderId !== storedOrderId || !provider.verifyPaymentSignature(storedOrderId, paid, signature)) {
        return message(reply, 400, NOT_CONFIRMED, payment.returnPath);
      }
      try {
        const read = await provider.fetchPayment(paid);
        if (read.order_id !== storedOrderId || read.amount !== payment.amountMinor || read.currency !== 'INR') {
          return message(reply, 400, NOT_CONFIRMED, payment.returnPath);
        }
        const event = provider.eventOfPayment(payment.id, read, new Date());
        // Authorized but not captured yet: the payment.captured webhook settles it; the outcome page waits.
        if (event) await app.payments.applyEvent(RAZORPAY_PROVIDER, event);
      } catch (error) {
        // Razorpay did not answer now: its webhook settles the attempt, which the outcome page polls.
        request.log.warn({ err: error }, 'the Razorpay payment could not be read back after Checkout');
      }
      return reply.code(303).redirect(payment.returnPath);
    },
  });
};
