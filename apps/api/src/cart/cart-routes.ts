import { endpoints } from '@aurelia/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { toCartData } from './cart-presenter';
import { routeOptions } from '../http/route-options';

const tags = ['cart'];

/** The server cart of a signed-in user and the availability check (docs/behaviour.md §7). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carts } = app;
  const cartOf = async (userId: number) => ({ data: toCartData(await carts.lines(userId)) });
  /** Makes the signed-in user's change, then answers their whole cart. */
  const cartAfter = async (request: FastifyRequest, change: (userId: number) => Promise<unknown>) => {
    const user = currentUser(request);
    await change(user.id);
    return cartOf(user.id);
  };

  app.route({
    ...routeOptions(app, endpoints.addToCart, {
      tags,
      description:
        'Grows the line by `quantity`, creating it if absent. `name` and `price` are the client’s copy and are ignored: ' +
        'the cart is priced from the catalogue. 404 for an unknown product, 409 when the line would exceed the stock of a ' +
        'product that cannot be pre-ordered, 422 when it would exceed 99 or hold two of a one-of-a-kind piece (one set with stones).',
    }),
    handler: async (request) => cartAfter(request, (userId) => carts.add(userId, request.body)),
  });

  app.route({
    ...routeOptions(app, endpoints.removeFromCart, {
      tags,
      description: 'Removes the whole line; removing a line that is not there is not an error.',
    }),
    handler: async (request) => cartAfter(request, (userId) => carts.remove(userId, request.body)),
  });

  app.route({
    ...routeOptions(app, endpoints.getCart, { tags }),
    handler: async (request) => cartOf(currentUser(request).id),
  });

  app.route({
    ...routeOptions(app, endpoints.syncCart, {
      tags,
      description:
        'An item in both carts keeps the larger quantity, server-only lines stay, browser-only lines are added. ' +
        'Lines of unknown products are dropped (compare the answer with what was sent); a one-of-a-kind piece’s line holds one. ' +
        'Stock is not checked here.',
    }),
    handler: async (request) =>
      cartAfter(request, async (userId) => {
        const { dropped } = await carts.merge(userId, request.body.cart);
        if (dropped.length > 0) request.log.info({ dropped }, 'cart sync dropped lines of unknown products');
      }),
  });

  app.route({
    ...routeOptions(app, endpoints.checkProductAvailable, {
      tags,
      description:
        'True when the stock covers the quantity or the product can be pre-ordered; false for an unknown product, and for ' +
        'more than one of a one-of-a-kind piece.',
    }),
    handler: async (request) => ({ is_available: await carts.isAvailable(request.body.item_id, request.body.quantity) }),
  });
};
