import { orderCareEndpoints } from '@aurelia/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { orders } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { routeOptions } from '../http/route-options';
import { sendCreditNote } from './credit-note';

const tags = ['orders'];

/** The signed-in shopper's own order after checkout: cancelling it, returning pieces, its credit notes. */
export const orderCareRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orderBook, orderCancellations, orderReturnDesk, creditNotes } = app;
  const { cancelOrder, requestReturn, getOrderCreditNote } = orderCareEndpoints;

  /** The shopper's order of this number; 404 for anyone else's. */
  async function ownOrderId(userId: number, orderNumber: string): Promise<number> {
    const [row] = await app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.orderNumber, orderNumber)));
    if (!row) throw new NotFoundError('Order', orderNumber);
    return row.id;
  }

  app.route({
    ...routeOptions(app, cancelOrder, {
      tags,
      description:
        'Until the order is packed (or made ready for pick-up), with a reason (422 without). The order is cancelled, ' +
        'its pieces go back to stock, coins it earned are taken back, and all that was paid comes back: through the ' +
        'payment provider to the card or account, to the gift card and as carat coins (the order’s `refunds`); an ' +
        'unpaid order’s attempts are closed. A mail says where the money goes and when. 409 once packed, shipped or ' +
        'cancelled; 404 for anyone else’s order.',
    }),
    handler: async (request) => {
      const id = await ownOrderId(currentUser(request).id, request.params.orderNumber);
      await orderCancellations.cancelOrder({ order: { id }, by: 'shopper', reason: request.body.reason, actor: null });
      return { data: await orderBook.findById(id) };
    },
  });

  app.route({
    ...routeOptions(app, requestReturn, {
      tags,
      description:
        'Within the return window (setting `return_window_days`, 15 days by default, from delivery or collection): ' +
        'which units of which lines (`line_id` from the order’s lines) and why. 201 with the order, its new return ' +
        '`requested`. 409 before the order arrived or once the window closed; 422 for a line not of the order or ' +
        'more units than were bought less those already asked for.',
    }),
    handler: async (request, reply) => {
      const id = await ownOrderId(currentUser(request).id, request.params.orderNumber);
      await orderReturnDesk.requestReturn(id, request.body);
      return reply.code(201).send({ data: await orderBook.findById(id) });
    },
  });

  app.route({
    ...routeOptions(app, getOrderCreditNote, {
      tags,
      description:
        'A4 PDF laid out like the tax invoice: the credit note number, the invoice it is against, the goods refunded ' +
        'with their taxable value and GST (CGST and SGST or IGST), shipping refunded, the total and where it went. ' +
        '404 for an unknown number or anyone else’s order.',
    }),
    handler: async (request, reply) => {
      const id = await ownOrderId(currentUser(request).id, request.params.orderNumber);
      return sendCreditNote(reply, await creditNotes.forOrder(id, request.params.number), request.query.disposition);
    },
  });
};
