import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CartRepository } from './cart-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' carts, priced from the catalogue; checkout reads the cart through it. */
    carts: CartRepository;
  }
}

export const cartPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('carts', new CartRepository(app.db, app.catalogue));
  },
  { name: 'cart', dependencies: ['database', 'catalogue'] },
);
