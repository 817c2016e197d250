import { backOfficeRefundEndpoints } from '@aurelia/contracts';
import { hasRight, mayActOnStore, toMinorUnits, type Right } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/auth-plugin';
import { orders } from '../db/schema/index';
import { ForbiddenError, NotFoundError } from '../errors';
import { routeOptions } from '../http/route-options';
import { requestReplay } from '../idempotency/request-replay';
import { toBackOfficeRefund, toOrderReturn } from '../orders/order-presenter';
import { sendCreditNote } from './credit-note';

const tags = ['back office'];
const SCOPE =
  'A member of staff needs the right named; a manager acts on their stores’ pick-up orders only (another store’s ' +
  'order, and a delivery order, is a 404 to them, as to an unknown one); admins on every order.';

export const MISSING_RIGHT_MESSAGE = 'Your role does not allow this.';

/** Refunds, cancellations, returns and credit notes in the back office. */
export const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderBook, orderCancellations, orderReturnDesk, refundService, creditNotes } = app;
  const replay = requestReplay(app.db);
  const endpoints = backOfficeRefundEndpoints;

  /** The order of this number if the caller may act on it with `right`: 403 without the right, 404 out of reach. */
  async function orderInReach(request: FastifyRequest, orderNumber: string, right: Right) {
    const actor = staffActor(request);
    if (!hasRight(actor, right)) throw new ForbiddenError(MISSING_RIGHT_MESSAGE);
    const [order] = await app.db.select({ id: orders.id, pickupStoreId: orders.pickupStoreId }).from(orders).where(eq(orders.orderNumber, orderNumber));
    if (!order || !mayActOnStore(actor, right, order.pickupStoreId)) throw new NotFoundError('Order', orderNumber);
    return { actor: { userId: actor.userId, name: actor.name }, orderId: order.id };
  }

  /** A return as the back office answers it, its lines named as the order's. */
  async function returnAnswer(orderId: number, returned: Awaited<ReturnType<typeof orderReturnDesk.declineReturn>>) {
    const order = await orderBook.findById(orderId);
    return { data: toOrderReturn(returned.row, returned.items, order.lines) };
  }

  app.route({
    ...routeOptions(app, endpoints.cancelOrderAsStaff, {
      tags,
      description:
        'Right `orders.cancel`; until the order is shipped, with a reason (422 without), kept in the audit log. As the ' +
        `shopper’s cancel: stock back, earned coins taken back, all that was paid refunded. 409 once shipped. ${SCOPE}`,
    }),
    handler: async (request) => {
      const { actor, orderId } = await orderInReach(request, request.params.orderNumber, 'orders.cancel');
      await orderCancellations.cancelOrder({ order: { id: orderId }, by: 'staff', reason: request.body.reason, actor });
      return { data: await orderBook.findById(orderId) };
    },
  });

  app.route({
    ...routeOptions(app, endpoints.issueOrderRefund, {
      tags,
      description:
        'Right `orders.refund`, with a reason. Partial and repeated refunds add up to no more than was paid by every ' +
        'means (provider, gift card, coins) less what was refunded or is being refunded (422 with the amount left); ' +
        'with `return_id`, no more than the received pieces of that return are worth less what was refunded for it ' +
        '(422), and 409 before they were received. Money goes back through the provider first, then to the gift card, ' +
        'then as coins. 201 with the refund: `succeeded` with its credit note, `pending` while the provider settles, ' +
        'or `failed` with the provider’s reason (the order unchanged; retry it). The same Idempotency-Key and body ' +
        `answer the first answer again. 409 for an unpaid or cancelled order. ${SCOPE}`,
      preHandler: [replay.preHandler],
      onSend: replay.onSend,
    }),
    handler: async (request, reply) => {
      const { actor, orderId } = await orderInReach(request, request.params.orderNumber, 'orders.refund');
      const refund = await refundService.issueRefund({
        order: { id: orderId },
        amountMinor: toMinorUnits(request.body.amount),
        reason: request.body.reason,
        actor,
        returnId: request.body.return_id,
      });
      return reply.code(201).send({ data: toBackOfficeRefund(refund) });
    },
  });

  app.route({
    ...routeOptions(app, endpoints.retryOrderRefund, {
      tags,
      description:
        'Right `orders.refund`. Asks the provider again for a `failed` refund with the same refund id, so a refund ' +
        'the provider did make is never paid twice; 409 for a refund that did not fail, 422 when the order has no ' +
        `longer that much left to refund. ${SCOPE}`,
    }),
    handler: async (request) => {
      const { actor, orderId } = await orderInReach(request, request.params.orderNumber, 'orders.refund');
      return { data: toBackOfficeRefund(await refundService.retryRefund(orderId, request.params.refundId, actor)) };
    },
  });

  app.route({
    ...routeOptions(app, endpoints.receiveOrderReturn, {
      tags,
      description:
        'Right `returns.receive`. Per line of the return: units received and, of those, units put back in stock ' +
        '(damaged ones are not); lines left out came back with nothing. The shopper is mailed. 409 unless the return ' +
        `is \`requested\`; 422 for more received than asked or more restocked than received. ${SCOPE}`,
    }),
    handler: async (request) => {
      const { actor, orderId } = await orderInReach(request, request.params.orderNumber, 'returns.receive');
      return returnAnswer(orderId, await orderReturnDesk.receiveReturn(orderId, request.params.returnId, request.body, actor));
    },
  });

  app.route({
    ...routeOptions(app, endpoints.declineOrderReturn, {
      tags,
      description: `Right \`returns.decide\`, with a reason the shopper is mailed. 409 unless the return is \`requested\`. ${SCOPE}`,
    }),
    handler: async (request) => {
      const { actor, orderId } = await orderInReach(request, request.params.orderNumber, 'returns.decide');
      return returnAnswer(orderId, await orderReturnDesk.declineReturn(orderId, request.params.returnId, request.body.reason, actor));
    },
  });

  app.route({
    ...routeOptions(app, endpoints.getBackOfficeCreditNote, {
      tags,
      description: `Right \`orders.view\`. The credit note as the shopper gets it. ${SCOPE}`,
    }),
    handler: async (request, reply) => {
      const { orderId } = await orderInReach(request, request.params.orderNumber, 'orders.view');
      return sendCreditNote(reply, await creditNotes.forOrder(orderId, request.params.number), request.query.disposition);
    },
  });
};

