import { wishlistEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';

const tags = ['wishlist'];

/** The wishlist of a signed-in user (docs/architecture.md "Endpoints we design"); each call answers with the list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { wishlists } = app;
  const listOf = async (userId: number) => ({ data: await wishlists.list(userId) });

  app.route({
    ...routeOptions(app, wishlistEndpoints.getWishlist, { tags }),
    handler: async (request) => listOf(currentUser(request).id),
  });

  app.route({
    ...routeOptions(app, wishlistEndpoints.addToWishlist, { tags }),
    handler: async (request) => {
      const user = currentUser(request);
      await wishlists.add(user.id, request.body);
      return listOf(user.id);
    },
  });

  app.route({
    ...routeOptions(app, wishlistEndpoints.removeFromWishlist, { tags }),
    handler: async (request) => {
      const user = currentUser(request);
      await wishlists.remove(user.id, request.body);
      return listOf(user.id);
    },
  });
};
