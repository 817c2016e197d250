import { categoryEndpoints, endpoints, type Product } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListSerializerCompiler } from './product-json';
import { SEARCH_TIMEOUT_MS, SearchTimeoutError } from './search-deadline';
import { NotFoundError } from '../errors';
import { routeOptions } from '../http/route-options';
import { conditionalGet } from '../plugins/conditional-get';

const tags = ['catalogue'];

/** The answer for the product a key found: 404 when it found none. */
function found(key: string | number, product: Product | null): { data: Product } {
  if (!product) throw new NotFoundError('Product', key);
  return { data: product };
}

/** Products, attributes and categories (docs/behaviour.md §7, docs/architecture.md "Endpoints we design"). */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(app, endpoints.listProducts, {
      tags,
      description:
        `A search (\`q\`) is limited per client address to ${endpoints.listProducts.rateLimit.max} per ` +
        `${endpoints.listProducts.rateLimit.window} (429 with \`Retry-After\`; listings without \`q\` are not counted), ` +
        `and given ${SEARCH_TIMEOUT_MS / 1000} s in the database: past that, 503 with \`Retry-After\`.`,
    }),
    // The same validation and bytes, with the JSON of unchanged products reused between requests.
    serializerCompiler: productListSerializerCompiler,
    handler: async (request, reply) => {
      const { filters, sort, page, per_page: perPage, q, price_min: priceMin, price_max: priceMax } = request.query;
      try {
        // Frozen and, without search, kept in memory until the catalogue changes: its JSON is reused too.
        return await app.productListings.list({
          categorySlug: filters?.categories?.slug?.$eq,
          attributeIds: filters?.attributes?.id?.$in,
          sort,
          q,
          priceMin,
          priceMax,
          page,
          perPage,
        });
      } catch (error) {
        if (error instanceof SearchTimeoutError) void reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  });

  app.route({
    ...routeOptions(app, endpoints.getProductBySlug, { tags }),
    handler: async (request) => found(request.params.slug, await app.catalogue.findProductBySlug(request.params.slug)),
  });

  app.route({
    ...routeOptions(app, endpoints.getProductById, { tags }),
    handler: async (request) => found(request.params.id, await app.catalogue.findProductById(request.params.id)),
  });

  app.route({
    ...routeOptions(app, endpoints.listAttributes, { tags, onSend: conditionalGet }),
    handler: async () => ({ data: await app.catalogue.listAttributes() }),
  });

  app.route({
    ...routeOptions(app, categoryEndpoints.listCategories, { tags, onSend: conditionalGet }),
    handler: async () => ({ data: await app.catalogue.listCategories() }),
  });
};
