import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OrderConfirmations } from '../orders/order-confirmation';
import { CheckoutService } from './checkout-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout: the server-priced summary and placing an order. */
    checkout: CheckoutService;
  }
}

/** The checkout service, reading stores, addresses and the cart through the shared repositories. */
export const checkoutPlugin = fp(
  async (app: FastifyInstance) => {
    const confirmations = new OrderConfirmations(app.db, app.mailer, app.mailContext);
    const repositories = { stores: app.stores, addresses: app.addressBook, carts: app.carts };
    app.decorate(
      'checkout',
      new CheckoutService(app.db, app.settings, app.payments, confirmations, repositories, {
        onMailError: (error) => app.log.error({ err: error }, 'the confirmation mail of a placed order failed'),
      }),
    );
  },
  { name: 'checkout', dependencies: ['database', 'settings', 'payments', 'mailer', 'repositories'] },
);
