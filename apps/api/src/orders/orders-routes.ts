import { checkoutEndpoints, checkoutHeadersSchema } from '@aurelia/contracts';
import { MAX_PAYMENT_ATTEMPTS_PER_ORDER } from '@aurelia/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { requireFeature } from '../checkout/feature-guard';
import { routeOptions } from '../http/route-options';

const tags = ['orders'];

/** The signed-in shopper's orders; nobody else's are ever found. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderBook, paymentRetries: retries } = app;
  const { listOrders, getOrder, retryOrderPayment } = checkoutEndpoints;

  app.route({
    ...routeOptions(app, listOrders, { tags }),
    handler: async (request) => orderBook.list(currentUser(request).id, request.query.page, request.query.per_page),
  });

  app.route({
    ...routeOptions(app, getOrder, { tags }),
    handler: async (request) => ({ data: await orderBook.findByNumber(currentUser(request).id, request.params.orderNumber) }),
  });

  app.route({
    ...routeOptions(app, retryOrderPayment, {
      tags,
      description:
        'For an unpaid card, bank or wallet order of the signed-in shopper whose latest attempt failed, was ' +
        'cancelled or is still pending (it is cancelled, so it can no longer be paid): send a new ' +
        '`Idempotency-Key` for each attempt. In one transaction the stock a decline released is reserved again ' +
        '(pre-orderable pieces may exceed it) until the unchanged `reserved_until` (a retry never extends it) and a ' +
        'new attempt is opened with the chosen method (`payment.pay_url`). 201 with the order; the same key and body ' +
        'again answers 200 with the same order and starts nothing; the same key with another body is 422. 409 when a ' +
        'piece is gone (the message names it), the order is paid, cancelled or paid in cash, it has had ' +
        `${MAX_PAYMENT_ATTEMPTS_PER_ORDER} attempts, or its reservation has ended (it is cancelled then and its ` +
        'pieces released: place it again); 404 for an unknown order or ' +
        'anyone else’s; 403 while `checkout` is in the `disabled_routes` setting.',
      headers: checkoutHeadersSchema,
      preHandler: [requireFeature(app.settings, 'checkout')],
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { orderId, replayed } = await retries.retry(
        user.id,
        request.params.orderNumber,
        request.headers['idempotency-key'],
        request.body.payment_method,
      );
      return reply.code(replayed ? 200 : 201).send({ data: await orderBook.findById(orderId) });
    },
  });
};
