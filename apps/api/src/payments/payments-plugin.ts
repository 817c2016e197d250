import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { GiftCardPaymentHandler } from '../gift-cards/gift-card-payment-handler';
import { GoldPlanPaymentHandler } from '../gold-plan/gold-plan-payment-handler';
import { OrderPaymentHandler } from '../orders/order-payment-handler';
import { PaymentService } from './payment-service';
import { SANDBOX_PROVIDER, SandboxProvider } from './sandbox-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment providers, attempts and their callbacks. */
    payments: PaymentService;
    /** The built-in sandbox provider, whose hosted page the API serves at `/sandbox-pay/*`. */
    sandboxProvider: SandboxProvider;
  }
}

/**
 * The payment service with its providers (the sandbox, signing with PAYMENT_WEBHOOK_SECRET) and the
 * handler of each purpose: orders, gift cards and gold plan instalments.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<Config, 'paymentWebhookSecret'> }) => {
    const sandbox = new SandboxProvider(config.paymentWebhookSecret);
    app.decorate('sandboxProvider', sandbox);
    app.decorate(
      'payments',
      new PaymentService(app.db, {
        providers: [sandbox],
        defaultProvider: SANDBOX_PROVIDER,
        handlers: {
          order: new OrderPaymentHandler(app.orderConfirmations),
          gift_card: new GiftCardPaymentHandler(app.mailer, app.mailContext),
          gold_plan_instalment: new GoldPlanPaymentHandler(app.mailer, app.mailContext),
        },
        onAfterCommitError: (error) => app.log.error({ err: error }, 'work after a payment callback failed'),
      }),
    );
  },
  { name: 'payments', dependencies: ['database', 'mailer', 'orders'] },
);
