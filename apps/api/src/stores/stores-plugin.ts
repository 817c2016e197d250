import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StoreRepository } from './store-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores and CMS pages; checkout reads the chosen store through it. */
    stores: StoreRepository;
  }
}

export const storesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('stores', new StoreRepository(app.db));
  },
  { name: 'stores', dependencies: ['database'] },
);
