import { pageEndpoints, storeEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../errors';
import { conditionalGet } from '../plugins/conditional-get';
import { presentPage, presentPageSummary, presentStore } from '../stores/store-presenter';

/** Stores and CMS pages (ARCHITECTURE.md "Endpoints we design"). */
export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = app.stores;

  app.get(
    storeEndpoints.listStores.path,
    {
      schema: {
        summary: storeEndpoints.listStores.summary,
        tags: ['stores'],
        querystring: storeEndpoints.listStores.query,
        response: storeEndpoints.listStores.response,
      },
      onSend: conditionalGet,
    },
    async (request) => ({ data: (await repository.listStores(request.query.city)).map(presentStore) }),
  );

  app.get(
    storeEndpoints.getStore.path,
    {
      schema: {
        summary: storeEndpoints.getStore.summary,
        tags: ['stores'],
        params: storeEndpoints.getStore.params,
        response: storeEndpoints.getStore.response,
      },
    },
    async (request) => {
      const store = await repository.findStoreBySlug(request.params.slug);
      if (!store) throw new NotFoundError('Store', request.params.slug);
      return { data: presentStore(store) };
    },
  );

  app.get(
    pageEndpoints.listPages.path,
    {
      schema: { summary: pageEndpoints.listPages.summary, tags: ['pages'], response: pageEndpoints.listPages.response },
      onSend: conditionalGet,
    },
    async () => ({ data: (await repository.listPages()).map(presentPageSummary) }),
  );

  app.get(
    pageEndpoints.getPage.path,
    {
      schema: {
        summary: pageEndpoints.getPage.summary,
        tags: ['pages'],
        params: pageEndpoints.getPage.params,
        response: pageEndpoints.getPage.response,
      },
    },
    async (request) => {
      const page = await repository.findPageBySlug(request.params.slug);
      if (!page) throw new NotFoundError('Page', request.params.slug);
      return { data: presentPage(page) };
    },
  );
};
