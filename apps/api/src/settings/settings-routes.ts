import { endpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOptions } from '../http/route-options';
import { conditionalGet } from '../plugins/conditional-get';

/** `GET /settings/` (docs/behaviour.md §7): the store settings the clients read at start. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(app, endpoints.getSettings, { tags: ['settings'], onSend: conditionalGet }),
    handler: async () => ({ data: await app.settings.list() }),
  });
};
