import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AddressRepository } from './address-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' saved addresses; checkout reads the chosen one through it. */
    addressBook: AddressRepository;
  }
}

export const addressesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('addressBook', new AddressRepository(app.db));
  },
  { name: 'addresses', dependencies: ['database'] },
);
