import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderAdmin } from './order-admin-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The back office's orders: the list, an order with the actions allowed now, its steps, cash, bulk packing. */
    orderAdmin: OrderAdmin;
  }
}

/** Orders as the back office runs them; their steps go through orders/order-transitions.ts, which the kiosk shares. */
export const orderAdminPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('orderAdmin', new OrderAdmin({ db: app.db, mailer: app.mailer, mailContext: app.mailContext, log: app.log }, app.orderBook));
  },
  { name: 'order-admin', dependencies: ['database', 'mailer', 'orders'] },
);
