import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderConfirmations } from './order-confirmation';
import { OrderRepository } from './order-repository';
import { scheduleReservationSweeper } from './reservation-sweeper';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shoppers' orders; checkout and the payment retry read a placed order through it. */
    orderBook: OrderRepository;
    /** The mail that confirms a placed or paid order. */
    orderConfirmations: OrderConfirmations;
  }
}

export interface OrdersPluginOptions {
  /** How often unpaid orders past their reservation release their stock (default 60 s). */
  reservationReleaseIntervalMs?: number | undefined;
}

/**
 * Orders, one confirmation sender for payments (a captured order) and checkout (a cash order), and the sweeper
 * that releases the stock of unpaid orders.
 */
export const ordersPlugin = fp(
  async (app: FastifyInstance, options: OrdersPluginOptions) => {
    app.decorate('orderBook', new OrderRepository(app.db));
    app.decorate('orderConfirmations', new OrderConfirmations(app.db, app.mailer, app.mailContext));
    scheduleReservationSweeper(app, options.reservationReleaseIntervalMs);
  },
  { name: 'orders', dependencies: ['database', 'mailer'] },
);
