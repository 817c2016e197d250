import { paymentEndpoints } from '@aurelia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';
import type { PaymentEvent } from './payment-provider';
import { required } from '../required';

const tags = ['payments'];

/** Payment attempts for their payer, and the providers' signed callbacks. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { getPayment, paymentCallback } = paymentEndpoints;

  app.route({
    ...routeOptions(app, getPayment, {
      tags,
      description:
        'The outcome page polls this until `status` leaves `pending`. `pay_url` is where to pay while pending; ' +
        '`refund_due` says a capture the shop could not take is being refunded. Another payer’s attempt, an unknown ' +
        'id and a malformed one are all 404.',
    }),
    handler: async (request) => ({ data: await app.payments.findForPayer(currentUser(request).id, request.params.paymentId) }),
  });

  // The callback is verified over its raw bytes: this scope alone keeps them, and reads JSON itself.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    const rawBodies = new WeakMap<FastifyRequest, Buffer>();
    const events = new WeakMap<FastifyRequest, PaymentEvent>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
      rawBodies.set(request, body);
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        // Judged after the signature: a forged body is a 401 whatever it holds.
      }
      done(null, parsed);
    });

    scope.route({
      ...routeOptions(scope, paymentCallback, {
        tags,
        description:
          'Called by the provider, not by shops’ clients. Header `X-Payment-Signature: t=<unix seconds>,v1=<hex ' +
          'HMAC-SHA256 of "<t>.<raw body>">` with PAYMENT_WEBHOOK_SECRET. 401 when the header is missing, malformed ' +
          'or does not match the raw body (wrong secret, altered body); 400 when it matches but `t` is more than 5 ' +
          'minutes from the server clock (past or future), or the body is not JSON; 422 for a body that does not ' +
          'validate; 404 for an unknown provider or payment. Each `event_id` takes effect once: a repeat answers 200 ' +
          'with `duplicate: true`. `payment.succeeded` confirms the order (stock a decline released is taken again, ' +
          'or the payment is marked for refund when the pieces are gone); `payment.failed` releases the order’s stock ' +
          'at once and lets the shopper retry until the reservation time ends; a failure after a capture changes ' +
          'nothing. `refund.processed` and `refund.failed` (with `refund_id`) settle a refund the provider had answered ' +
          '`pending`. For `razorpay` the body is Razorpay’s own webhook (events payment.captured, payment.failed, ' +
          'refund.processed, refund.failed) signed by `X-Razorpay-Signature` (hex HMAC-SHA256 of the raw body with ' +
          'RAZORPAY_WEBHOOK_SECRET; 400 when `created_at` is more than 7 days old), mapped onto the events above.',
        // Before the body schema: an unsigned or forged request is a 401 whatever its body.
        preValidation: async (request) => {
          const { provider } = request.params as { provider: string };
          const raw = rawBodies.get(request) ?? Buffer.alloc(0);
          const event = app.payments.provider(provider).verifyCallback(raw, request.headers, new Date());
          events.set(request, event);
          // A provider with a webhook shape of its own (Razorpay) is validated as the event it maps to.
          request.body = event;
        },
      }),
      handler: async (request) => {
        const event = required(events.get(request), 'the verified payment event');
        const result = await app.payments.applyEvent(request.params.provider, event);
        return { received: true as const, duplicate: result.duplicate };
      },
    });
  });
};
