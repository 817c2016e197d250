import { endpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { toCartData } from '../cart/cart-presenter';

const tags = ['cart'];
const security = [{ bearerAuth: [] }];

/** The server cart of a signed-in user and the availability check (SPEC.md §7). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { carts } = app;
  const cartOf = async (userId: number) => ({ data: toCartData(await carts.lines(userId)) });

  app.post(
    endpoints.addToCart.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: endpoints.addToCart.summary,
        description:
          'Grows the line by `quantity`, creating it if absent. `name` and `price` are the client’s copy and are ignored: ' +
          'the cart is priced from the catalogue. 404 for an unknown product, 409 when the line would exceed the stock of a ' +
          'product that cannot be pre-ordered, 422 when it would exceed 99.',
        tags,
        security,
        body: endpoints.addToCart.body,
        response: endpoints.addToCart.response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await carts.add(user.id, request.body);
      return cartOf(user.id);
    },
  );

  app.post(
    endpoints.removeFromCart.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: endpoints.removeFromCart.summary,
        description: 'Removes the whole line; removing a line that is not there is not an error.',
        tags,
        security,
        body: endpoints.removeFromCart.body,
        response: endpoints.removeFromCart.response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await carts.remove(user.id, request.body);
      return cartOf(user.id);
    },
  );

  app.get(
    endpoints.getCart.path,
    {
      preHandler: app.requireUser,
      schema: { summary: endpoints.getCart.summary, tags, security, response: endpoints.getCart.response },
    },
    async (request) => cartOf(currentUser(request).id),
  );

  app.post(
    endpoints.syncCart.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: endpoints.syncCart.summary,
        description:
          'An item in both carts keeps the larger quantity, server-only lines stay, browser-only lines are added. ' +
          'Lines of unknown products are dropped (compare the answer with what was sent). Stock is not checked here.',
        tags,
        security,
        body: endpoints.syncCart.body,
        response: endpoints.syncCart.response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { dropped } = await carts.merge(user.id, request.body.cart);
      if (dropped.length > 0) request.log.info({ dropped }, 'cart sync dropped lines of unknown products');
      return cartOf(user.id);
    },
  );

  app.post(
    endpoints.checkProductAvailable.path,
    {
      schema: {
        summary: endpoints.checkProductAvailable.summary,
        description: 'True when the stock covers the quantity or the product can be pre-ordered; false for an unknown product.',
        tags,
        body: endpoints.checkProductAvailable.body,
        response: endpoints.checkProductAvailable.response,
      },
    },
    async (request) => ({ is_available: await carts.isAvailable(request.body.item_id, request.body.quantity) }),
  );
};
