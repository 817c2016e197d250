import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { sellerFor } from './invoice';
import { InvoiceService } from './invoice-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The tax invoice of a confirmed order, sold by the seller of the config. */
    invoices: InvoiceService;
  }
}

export const invoicesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'brandName' | 'sellerGstin'> }) => {
    app.decorate('invoices', new InvoiceService(app.db, sellerFor(config)));
  },
  { name: 'invoices', dependencies: ['database'] },
);
