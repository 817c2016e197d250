import { addressEndpoints } from '@aurelia/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toAddress } from '../addresses/address-repository';
import { currentUser } from '../auth/auth-plugin';

const tags = ['checkout'];
const security = [{ bearerAuth: [] }];

/** The signed-in shopper's saved delivery addresses. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addressBook } = app;
  const listOf = async (userId: number) => ({ data: (await addressBook.list(userId)).map(toAddress) });

  app.get(
    addressEndpoints.listAddresses.path,
    {
      preHandler: app.requireUser,
      schema: { summary: addressEndpoints.listAddresses.summary, tags, security, response: addressEndpoints.listAddresses.response },
    },
    async (request) => listOf(currentUser(request).id),
  );

  app.post(
    addressEndpoints.createAddress.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: addressEndpoints.createAddress.summary,
        description: 'The PIN code is 6 digits and does not start with 0. Answers 201 with the saved address.',
        tags,
        security,
        body: addressEndpoints.createAddress.body,
        response: addressEndpoints.createAddress.response,
      },
    },
    async (request, reply) => {
      const row = await addressBook.create(currentUser(request).id, request.body);
      return reply.code(201).send({ data: toAddress(row) });
    },
  );

  app.delete(
    addressEndpoints.deleteAddress.path,
    {
      preHandler: app.requireUser,
      schema: {
        summary: addressEndpoints.deleteAddress.summary,
        description: 'Answers with the addresses left. Orders keep the copy they were placed with.',
        tags,
        security,
        params: addressEndpoints.deleteAddress.params,
        response: addressEndpoints.deleteAddress.response,
      },
    },
    async (request) => {
      const user = currentUser(request);
      await addressBook.delete(user.id, request.params.id);
      return listOf(user.id);
    },
  );
};
