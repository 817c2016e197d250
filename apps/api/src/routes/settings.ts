import { endpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditionalGet } from '../plugins/conditional-get';

/** `GET /settings/` (SPEC.md §7): the store settings the clients read at start. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    endpoints.getSettings.path,
    {
      schema: { summary: endpoints.getSettings.summary, tags: ['settings'], response: endpoints.getSettings.response },
      onSend: conditionalGet,
    },
    async () => ({ data: await app.settings.list() }),
  );
};
