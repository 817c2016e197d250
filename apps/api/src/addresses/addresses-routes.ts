import { addressEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAddress } from './address-repository';
import { currentUser } from '../auth/auth-plugin';
import { routeOptions } from '../http/route-options';
import { requestReplay } from '../idempotency/request-replay';

const tags = ['checkout'];

/** The signed-in shopper's saved delivery addresses. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addressBook } = app;
  const replay = requestReplay(app.db);
  const listOf = async (userId: number) => ({ data: (await addressBook.list(userId)).map(toAddress) });

  app.route({
    ...routeOptions(app, addressEndpoints.listAddresses, { tags }),
    handler: async (request) => listOf(currentUser(request).id),
  });

  app.route({
    ...routeOptions(app, addressEndpoints.createAddress, {
      tags,
      description:
        'The PIN code is 6 digits and does not start with 0. Answers 201 with the saved address. With an ' +
        'Idempotency-Key header, the same key and address answer the first answer again (`Idempotent-Replayed: true`) ' +
        'and save nothing more: a form posted twice saves one address. The key with another address is a 422, and ' +
        'while the first is still being saved a 409.',
      preHandler: [replay.preHandler],
      onSend: replay.onSend,
    }),
    handler: async (request, reply) => {
      const row = await addressBook.create(currentUser(request).id, request.body);
      return reply.code(201).send({ data: toAddress(row) });
    },
  });

  app.route({
    ...routeOptions(app, addressEndpoints.deleteAddress, {
      tags,
      description: 'Answers with the addresses left. Orders keep the copy they were placed with.',
    }),
    handler: async (request) => {
      const user = currentUser(request);
      await addressBook.delete(user.id, request.params.id);
      return listOf(user.id);
    },
  });
};
