import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CreditNotes } from './credit-note';
import { OrderCancellations } from './order-cancellation';
import { OrderReturns } from './order-returns-service';
import { RefundService } from './refund-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Money back on an order: refunds through the provider, the gift card and coins, and their retries. */
    refundService: RefundService;
    /** Cancelling an order, by its shopper or by staff. */
    orderCancellations: OrderCancellations;
    /** Returns: the shopper's request, staff receiving or declining it. */
    orderReturnDesk: OrderReturns;
    /** GST credit notes of refunds, printed like invoices. */
    creditNotes: CreditNotes;
  }
}

/** Cancellations, returns, refunds and their credit notes, after the checkout. */
export const refundsPlugin = fp(
  async (app: FastifyInstance) => {
    const refunds = new RefundService(app.db, app.payments, app.mailer, app.mailContext);
    app.decorate('refundService', refunds);
    // Refunds the provider answered `pending` are settled by its signed callback, through the payments feature.
    app.payments.onRefundSettled(refunds.settleFromProvider);
    app.decorate('orderCancellations', new OrderCancellations(app.db, refunds, app.mailer, app.mailContext));
    app.decorate('orderReturnDesk', new OrderReturns(app.db, app.mailer, app.mailContext));
    app.decorate('creditNotes', new CreditNotes(app.db, app.invoices));
  },
  { name: 'refunds', dependencies: ['database', 'mailer', 'payments', 'invoices', 'orders'] },
);
