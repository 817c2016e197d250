import { checkoutEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { OrderRepository } from '../orders/order-repository';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

/** The signed-in shopper's orders (issue 7); nobody else's are ever found. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orderBook = new OrderRepository(app.db);
  const { listOrders, getOrder } = checkoutEndpoints;

  app.get(
    listOrders.path,
    {
      preHandler: app.requireUser,
      schema: { summary: listOrders.summary, tags, security, querystring: listOrders.query, response: listOrders.response },
    },
    async (request) => orderBook.list(currentUser(request).id, request.query.page, request.query.per_page),
  );

  app.get(
    getOrder.path,
    {
      preHandler: app.requireUser,
      schema: { summary: getOrder.summary, tags, security, params: getOrder.params, response: getOrder.response },
    },
    async (request) => ({ data: await orderBook.findByNumber(currentUser(request).id, request.params.orderNumber) }),
  );
};
