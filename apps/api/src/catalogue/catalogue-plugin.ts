import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogueRepository } from './catalogue-repository';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

/** The catalogue repository, on the database plugin's connection. */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogue', new CatalogueRepository(app.db));
  },
  { name: 'catalogue', dependencies: ['database'] },
);
