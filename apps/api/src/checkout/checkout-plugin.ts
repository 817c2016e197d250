import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { PaymentRetryService } from '../orders/retry-payment';
import { CheckoutService } from './checkout-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout: the server-priced summary and placing an order. */
    checkout: CheckoutService;
    /** A new payment attempt for an unpaid order whose last one failed. */
    paymentRetries: PaymentRetryService;
  }
}

/**
 * The checkout service, reading stores, addresses and the cart through their features' repositories, and the
 * retry of an order's payment.
 */
export const checkoutPlugin = fp(
  async (app: FastifyInstance) => {
    const repositories = { stores: app.stores, addresses: app.addressBook, carts: app.carts };
    app.decorate(
      'checkout',
      new CheckoutService(app.db, app.settings, app.payments, app.orderConfirmations, repositories, {
        onMailError: (error) => app.log.error({ err: error }, 'the confirmation mail of a placed order failed'),
      }),
    );
    app.decorate('paymentRetries', new PaymentRetryService(app.db, app.payments));
  },
  { name: 'checkout', dependencies: ['database', 'settings', 'payments', 'orders', 'stores', 'addresses', 'cart'] },
);
