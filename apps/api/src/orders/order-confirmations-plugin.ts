import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderConfirmations } from './order-confirmation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail that confirms a placed or paid order. */
    orderConfirmations: OrderConfirmations;
  }
}

/** One sender for payments (a captured order) and checkout (a cash order). */
export const orderConfirmationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('orderConfirmations', new OrderConfirmations(app.db, app.mailer, app.mailContext));
  },
  { name: 'order-confirmations', dependencies: ['database', 'mailer'] },
);
