import { categoryEndpoints, endpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListSerializerCompiler } from '../catalogue/product-json';
import { NotFoundError } from '../errors';
import { conditionalGet } from '../plugins/conditional-get';

const tags = ['catalogue'];

/** Products, attributes and categories (SPEC.md §7, ARCHITECTURE.md "Endpoints we design"). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.listProducts.path,
    {
      schema: {
        summary: endpoints.listProducts.summary,
        tags,
        querystring: endpoints.listProducts.query,
        response: endpoints.listProducts.response,
      },
      // The same validation and bytes, with the JSON of unchanged products reused between requests.
      serializerCompiler: productListSerializerCompiler,
    },
    async (request) => {
      const { filters, sort, page, per_page: perPage, q } = request.query;
      // Frozen and, without search, kept in memory until the catalogue changes: its JSON is reused too.
      return app.productListings.list({
        categorySlug: filters?.categories?.slug?.$eq,
        attributeIds: filters?.attributes?.id?.$in,
        sort,
        q,
        page,
        perPage,
      });
    },
  );

  app.get(
    endpoints.getProductBySlug.path,
    {
      schema: {
        summary: endpoints.getProductBySlug.summary,
        tags,
        params: endpoints.getProductBySlug.params,
        response: endpoints.getProductBySlug.response,
      },
    },
    async (request) => {
      const product = await app.catalogue.findProductBySlug(request.params.slug);
      if (!product) throw new NotFoundError('Product', request.params.slug);
      return { data: product };
    },
  );

  app.get(
    endpoints.getProductById.path,
    {
      schema: {
        summary: endpoints.getProductById.summary,
        tags,
        params: endpoints.getProductById.params,
        response: endpoints.getProductById.response,
      },
    },
    async (request) => {
      const product = await app.catalogue.findProductById(request.params.id);
      if (!product) throw new NotFoundError('Product', request.params.id);
      return { data: product };
    },
  );

  app.get(
    endpoints.listAttributes.path,
    {
      schema: { summary: endpoints.listAttributes.summary, tags, response: endpoints.listAttributes.response },
      onSend: conditionalGet,
    },
    async () => ({ data: await app.catalogue.listAttributes() }),
  );

  app.get(
    categoryEndpoints.listCategories.path,
    {
      schema: {
        summary: categoryEndpoints.listCategories.summary,
        tags,
        response: categoryEndpoints.listCategories.response,
      },
      onSend: conditionalGet,
    },
    async () => ({ data: await app.catalogue.listCategories() }),
  );
};
