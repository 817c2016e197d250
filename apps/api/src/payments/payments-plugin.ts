import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { GiftCardPaymentHandler } from '../gift-cards/gift-card-payment-handler';
import { GoldPlanPaymentHandler } from '../gold-plan/gold-plan-payment-handler';
import { OrderPaymentHandler } from '../orders/order-payment-handler';
import type { PaymentProvider } from './payment-provider';
import { PaymentService } from './payment-service';
import { RazorpayProvider } from './razorpay-provider';
import { SandboxProvider } from './sandbox-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment providers, attempts and their callbacks. */
    payments: PaymentService;
    /**
     * The built-in sandbox provider, whose hosted page the API serves at `/sandbox-pay/*` when it takes payments
     * (`config.paymentSandbox`); otherwise it is not among the providers and its pages are not served.
     */
    sandboxProvider: SandboxProvider;
    /** Razorpay, when PAYMENT_PROVIDER=razorpay; its Checkout page is served at `/razorpay-pay/*`. */
    razorpayProvider: RazorpayProvider | null;
  }
}

/**
 * The payment service with its providers (PAYMENT_PROVIDER: the sandbox, signing with PAYMENT_WEBHOOK_SECRET, or
 * Razorpay, with the sandbox beside it only when PAYMENT_SANDBOX=true) and the handler of each purpose: orders,
 * gift cards and gold plan instalments.
 */
export const paymentsPlugin = fp(
  async (
    app: FastifyInstance,
    { config }: { config: Pick<Config, 'paymentWebhookSecret' | 'paymentProvider' | 'paymentSandbox' | 'razorpay'> },
  ) => {
    const sandbox = new SandboxProvider(config.paymentWebhookSecret);
    const razorpay = config.razorpay ? new RazorpayProvider(config.razorpay, config.paymentWebhookSecret) : null;
    app.decorate('sandboxProvider', sandbox);
    app.decorate('razorpayProvider', razorpay);
    const providers: PaymentProvider[] = [...(config.paymentSandbox ? [sandbox] : []), ...(razorpay ? [razorpay] : [])];
    app.decorate(
      'payments',
      new PaymentService(app.db, {
        providers,
        defaultProvider: config.paymentProvider,
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
