import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WishlistRepository } from './wishlist-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' wishlists, their products read from the catalogue. */
    wishlists: WishlistRepository;
  }
}

export const wishlistPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('wishlists', new WishlistRepository(app.db, app.catalogue));
  },
  { name: 'wishlist', dependencies: ['database', 'catalogue'] },
);
