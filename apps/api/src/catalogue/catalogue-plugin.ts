import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CATALOGUE_CHANNEL, CatalogueRepository } from './catalogue-repository';
import { ProductListings } from './product-listings';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueRepository;
    productListings: ProductListings;
  }
}

/**
 * The catalogue repository and the product listings built on it, on the database plugin's connection. It
 * listens to the database's notices of catalogue changes (migration 0002_catalogue_notify), which let the
 * listings be kept in memory.
 */
export const cataloguePlugin = fp(
  async (app: FastifyInstance) => {
    const repository = new CatalogueRepository(app.db, { oneAtATime: app.database.kind === 'pglite' });
    const listings = new ProductListings(repository);
    const unlisten = await app.database.listen(
      CATALOGUE_CHANNEL,
      () => listings.invalidate(),
      (listening) => listings.setListening(listening),
    );
    app.decorate('catalogue', repository);
    app.decorate('productListings', listings);
    app.addHook('onClose', async () => {
      listings.setListening(false);
      await unlisten();
    });
  },
  { name: 'catalogue', dependencies: ['database'] },
);
