import { pageEndpoints, storeEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../errors';
import { routeOptions } from '../http/route-options';
import { conditionalGet } from '../plugins/conditional-get';
import { presentPage, presentPageSummary, presentStore } from './store-presenter';

/** Stores and CMS pages (docs/architecture.md "Endpoints we design"). */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.stores;

  app.route({
    ...routeOptions(app, storeEndpoints.listStores, { tags: ['stores'], onSend: conditionalGet }),
    handler: async (request) => ({ data: (await repository.listStores(request.query.city)).map(presentStore) }),
  });

  app.route({
    ...routeOptions(app, storeEndpoints.getStore, { tags: ['stores'] }),
    handler: async (request) => {
      const store = await repository.findStoreBySlug(request.params.slug);
      if (!store) throw new NotFoundError('Store', request.params.slug);
      return { data: presentStore(store) };
    },
  });

  app.route({
    ...routeOptions(app, pageEndpoints.listPages, { tags: ['pages'], onSend: conditionalGet }),
    handler: async () => ({ data: (await repository.listPages()).map(presentPageSummary) }),
  });

  app.route({
    ...routeOptions(app, pageEndpoints.getPage, { tags: ['pages'] }),
    handler: async (request) => {
      const page = await repository.findPageBySlug(request.params.slug);
      if (!page) throw new NotFoundError('Page', request.params.slug);
      return { data: presentPage(page) };
    },
  });
};
