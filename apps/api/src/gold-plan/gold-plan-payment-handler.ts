import { indiaDate } from '@aurelia/domain';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { goldPlans, goldPlanInstalments, goldPlanSubscriptions, goldPlanTransactions, users } from '../db/schema/index';
import { goldPlanInstalmentMessage } from '../mail/templates';
import type { Queries } from '../db/queries';
import type { PaymentRow } from '../payments/payment-attempts';
import { MailingPurposeHandler, type PaidOutcome, type PaymentPurposeHandler } from '../payments/payment-purposes';
import { required } from '../required';
import { termsOf } from './gold-plan-presenter';

/**
 * The `gold_plan_instalment` purpose of payments. The subject locked first is the subscription (the pay
 * route locks it too, so the two never interleave). A capture records the instalment as paid on the day in
 * India it arrived and mails the payer a receipt — once: a capture for an instalment already paid (a
 * replaced attempt paid as well), out of order, or on a plan already paid out is refused and so marked for
 * refund. A decline changes nothing: the instalment stays payable.
 */
export class GoldPlanPaymentHandler extends MailingPurposeHandler implements PaymentPurposeHandler {
  async lockSubject(tx: Queries, payment: PaymentRow): Promise<void> {
    const { instalment } = await this.instalmentOf(tx, payment);
    await tx.select({ id: goldPlanSubscriptions.id }).from(goldPlanSubscriptions).where(eq(goldPlanSubscriptions.id, instalment.subscriptionId)).for('update');
  }

  async onPaid(tx: Queries, payment: PaymentRow, now: Date): Promise<PaidOutcome> {
    const { instalment, transactionNumber } = await this.instalmentOf(tx, payment);
    const [subscription] = await tx.select().from(goldPlanSubscriptions).where(eq(goldPlanSubscriptions.id, instalment.subscriptionId));
    if (instalment.paidOn !== null || subscription?.status !== 'active') return { accepted: false };
    const earlierUnpaid = await tx
      .select({ id: goldPlanInstalments.id })
      .from(goldPlanInstalments)
      .where(and(eq(goldPlanInstalments.subscriptionId, instalment.subscriptionId), lt(goldPlanInstalments.number, instalment.number), isNull(goldPlanInstalments.paidOn)))
      .limit(1);
    if (earlierUnpaid.length > 0) return { accepted: false };
    await tx.update(goldPlanInstalments).set({ paidOn: indiaDate(now), paymentId: payment.id }).where(eq(goldPlanInstalments.id, instalment.id));
    const [payer] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, payment.userId));
    const [plan] = await tx.select({ name: goldPlans.name }).from(goldPlans).where(eq(goldPlans.id, subscription.planId));
    if (!payer || !plan) return { accepted: true };
    const receipt = goldPlanInstalmentMessage(this.mailContext, payer.email, payer.name, {
      planName: plan.name,
      number: instalment.number,
      count: termsOf(subscription.terms).instalmentCount,
      amountMinor: payment.amountMinor,
      transactionNumber,
      subscriptionPath: `/user/gold-purchase-plan/subscription/${subscription.uuid}`,
    });
    return { accepted: true, afterCommit: () => this.mailer.send(receipt) };
  }

  async onFailed(): Promise<void> {
    // Nothing to undo: the instalment was never marked, and the shopper may pay it again.
  }

  private async instalmentOf(tx: Queries, payment: PaymentRow) {
    const [row] = await tx
      .select({ instalment: goldPlanInstalments, transactionNumber: goldPlanTransactions.transactionNumber })
      .from(goldPlanTransactions)
      .innerJoin(goldPlanInstalments, eq(goldPlanInstalments.id, goldPlanTransactions.instalmentId))
      .where(eq(goldPlanTransactions.paymentId, payment.id));
    return required(row, `the instalment of payment ${payment.id}`);
  }
}
