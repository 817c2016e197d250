import { wishlistEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/auth-plugin';
import { WishlistRepository } from '../wishlist/wishlist-repository';

const tags = ['wishlist'];
const security = [{ bearerAuth: [] }];

/** The wishlist of a signed-in user (ARCHITECTURE.md "Endpoints we design"); each call answers with the list. */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const wishlists = new WishlistRepository(app.db, app.catalogue);
  const listOf = async (userId: number) => ({ data: await wishlists.list(userId) });

  app.get(
    wishlistEndpoints.getWishlist.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: wishlistEndpoints.getWishlist.summary,
        tags,
        security,
        response: wishlistEndpoints.getWishlist.response,
      },
    },
    async (request) => listOf(currentUser(request).id),
  );

  app.post(
    wishlistEndpoints.addToWishlist.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: wishlistEndpoints.addToWishlist.summary,
        tags,
        security,
        body: wishlistEndpoints.addToWishlist.body,
        response: wishlistEndpoints.addToWishlist.response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await wishlists.add(user.id, request.body);
      return listOf(user.id);
    },
  );

  app.post(
    wishlistEndpoints.removeFromWishlist.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: wishlistEndpoints.removeFromWishlist.summary,
        tags,
        security,
        body: wishlistEndpoints.removeFromWishlist.body,
        response: wishlistEndpoints.removeFromWishlist.response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await wishlists.remove(user.id, request.body);
      return listOf(user.id);
    },
  );
};
