import type { AddressInfo } from 'node:net';
import { API_BASE_PATH, rootEndpoints, type ProviderMethod } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import { orders, payments } from '../db/schema/index';
import { routeOptions } from '../http/route-options';
import { sendHtml } from './pay-page';
import { isPaymentId } from './payment-attempts';
import {
  SANDBOX_PAGE_CSP,
  sandboxNotFoundPage,
  sandboxPayPage,
  sandboxRefusedPage,
  sandboxSettledPage,
  type SandboxAttempt,
  type SandboxRefusal,
} from './sandbox-page';
import { proofOfPayUrl, sandboxLinkQuery, type SandboxLinkProof } from './sandbox-pay-link';
import { SANDBOX_PROVIDER, type SandboxOutcome } from './sandbox-provider';

const CALLBACK_TIMEOUT_MS = 10_000;
const tags = ['sandbox provider'];

export interface SandboxPayOptions {
  config: Pick<Config, 'brandName' | 'port' | 'paymentCallbackUrl' | 'paymentSandbox'>;
}

/** PAYMENT_CALLBACK_URL, or this API's own callback route on the port it listens on. */
export function sandboxCallbackUrl(app: FastifyInstance, config: SandboxPayOptions['config']): string {
  if (config.paymentCallbackUrl) return config.paymentCallbackUrl;
  const address = app.server.address() as AddressInfo | string | null;
  const port = address && typeof address === 'object' ? address.port : config.port;
  return `http://127.0.0.1:${port}${API_BASE_PATH}/payments/callback/${SANDBOX_PROVIDER}`;
}

/**
 * The sandbox provider's hosted page (docs/architecture.md: `/sandbox-pay/...`, at the root; the storefront
 * forwards it so the browser stays on one origin). Approving or declining sends the signed callback over
 * real HTTP, as a provider would, then sends the browser back to the attempt's `return_path` (303). Only the
 * payer acts here: by their session, or by the signed, expiring, single-use link the pay URL carries; anyone
 * else gets a 403 (410 for an expired or spent link) that shows nothing of the payment.
 */
export const sandboxPayRoutes: FastifyPluginAsyncZod<SandboxPayOptions> = async (app, { config }) => {
  // Beside Razorpay without PAYMENT_SANDBOX=true, no page approves a payment without money.
  if (!config.paymentSandbox) return;
  // The page's forms post an empty urlencoded body; nothing in it is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const html = (reply: FastifyReply, status: number, body: string) => sendHtml(reply, status, body, SANDBOX_PAGE_CSP);

  async function attempt(paymentId: string): Promise<(SandboxAttempt & { payerId: number; payUrl: string | null }) | null> {
    if (!isPaymentId(paymentId)) return null;
    const [row] = await app.db
      .select({ payment: payments, orderNumber: orders.orderNumber })
      .from(payments)
      .leftJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, paymentId));
    if (!row || row.payment.provider !== SANDBOX_PROVIDER) return null;
    return {
      id: row.payment.id,
      merchant: config.brandName,
      amountMinor: row.payment.amountMinor,
      method: row.payment.method as ProviderMethod,
      orderNumber: row.orderNumber,
      status: row.payment.status,
      failureReason: row.payment.failureReason,
      returnPath: row.payment.returnPath,
      payerId: row.payment.userId,
      payUrl: row.payment.payUrl,
    };
  }

  // A stale or foreign token is no proof, but the link may still be: it is not refused with a 401 here.
  async function signedInUserId(request: FastifyRequest): Promise<number | null> {
    if (!request.headers.authorization) return null;
    try {
      await app.optionalUser(request);
    } catch {
      return null;
    }
    return request.auth?.user.id ?? null;
  }

  /**
   * Who is asking: the payer by their session, the holder of the attempt's current signed link, or a
   * refusal. A link is spent once the attempt is answered or cancelled (its stored pay URL is cleared).
   */
  async function access(
    request: FastifyRequest,
    found: NonNullable<Awaited<ReturnType<typeof attempt>>>,
    proof: Partial<SandboxLinkProof>,
  ): Promise<'payer' | 'link' | SandboxRefusal> {
    if ((await signedInUserId(request)) === found.payerId) return 'payer';
    const check = app.sandboxProvider.checkLink(found.id, proof, new Date());
    if (check !== 'valid') return check === 'expired' ? 'expired' : 'not_the_payer';
    return proofOfPayUrl(found.payUrl)?.nonce === proof.nonce && found.status === 'pending' ? 'link' : 'used';
  }

  const refused = (reply: FastifyReply, refusal: SandboxRefusal, back: string) =>
    refusal === 'not_the_payer' ? html(reply, 403, sandboxRefusedPage(refusal)) : html(reply, 410, sandboxRefusedPage(refusal, back));

  // The forms post with the attempt's own link, whichever proof opened the page.
  const linkQueryOf = (found: { payUrl: string | null }) => {
    const proof = proofOfPayUrl(found.payUrl);
    return proof ? sandboxLinkQuery(proof) : '';
  };

  app.route({
    ...routeOptions(app, rootEndpoints.showSandboxPayment, { tags }),
    handler: async (request, reply) => {
      const found = await attempt(request.params.paymentId);
      if (!found) return html(reply, 404, sandboxNotFoundPage());
      const who = await access(request, found, request.query);
      if (who !== 'payer' && who !== 'link') return refused(reply, who, found.returnPath);
      return html(reply, 200, found.status === 'pending' ? sandboxPayPage(found, linkQueryOf(found)) : sandboxSettledPage(found));
    },
  });

  const answer = (outcome: SandboxOutcome) =>
    app.route({
      ...routeOptions(app, outcome === 'approve' ? rootEndpoints.approveSandboxPayment : rootEndpoints.declineSandboxPayment, { tags }),
      handler: async (request, reply) => {
        const found = await attempt(request.params.paymentId);
        if (!found) return html(reply, 404, sandboxNotFoundPage());
        const who = await access(request, found, request.query);
        // Answered already (another tab, a double click) by the payer's own link: nothing more to report.
        if (who === 'payer' || who === 'used') {
          if (found.status !== 'pending') return reply.code(303).redirect(found.returnPath);
        }
        if (who !== 'payer' && who !== 'link') return refused(reply, who, found.returnPath);
        const { body, signature } = app.sandboxProvider.signedEvent(found.id, outcome, new Date());
        let problem: string | undefined;
        try {
          const delivered = await fetch(sandboxCallbackUrl(app, config), {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
            body,
            signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
          });
          if (!delivered.ok) problem = `The shop did not accept the payment result (HTTP ${delivered.status}). Try again.`;
        } catch (error) {
          request.log.warn({ err: error }, 'the sandbox could not deliver its payment callback');
          problem = 'The shop could not be reached to report the payment result. Try again.';
        }
        if (problem) return html(reply, 502, sandboxPayPage(found, linkQueryOf(found), problem));
        return reply.code(303).redirect(found.returnPath);
      },
    });
  answer('approve');
  answer('decline');
};
