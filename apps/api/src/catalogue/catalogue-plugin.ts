import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE_CHANNEL, CatalogueRepository } from './catalogue-repository';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
  }
}

/**
 * The catalogue repository, on the database plugin's connection. It listens to the database's notices of
 * catalogue changes (migration 0002_catalogue_notify), which let it keep listings in memory.
 */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    const repository = new CatalogueRepository(app.db);
    const unlisten = await app.database.listen(
      CATALOGUE_CHANNEL,
      () => repository.invalidate(),
      (listening) => repository.setListening(listening),
    );
    app.decorate('catalogue', repository);
    app.addHook('onClose', async () => {
      repository.setListening(false);
      await unlisten();
    });
  },
  { name: 'catalogue', dependencies: ['database'] },
);
