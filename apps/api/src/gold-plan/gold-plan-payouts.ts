import type { GoldPlanPayoutResponse } from '@aurelia/contracts';
import { formatInrMinor, indiaDate } from '@aurelia/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { giftCards, giftCardTransactions, goldPlanInstalments, goldPlans, goldPlanTransactions, goldPlanSubscriptions, payments, users } from '../db/schema/index';
import { ConflictError } from '../errors';
import { activeCardColumns, newGiftCardCode } from '../gift-cards/gift-card-codes';
import { goldPlanPaidThroughSandbox } from '../gift-cards/sandbox-funding';
import type { Mailer } from '../mail/mailer';
import { giftCardMessage, type MailContext } from '../mail/templates';
import { required } from '../required';
import { subscriptionState } from './gold-plan-presenter';
import { cancelAttempts, type GoldPlanService } from './gold-plan-service';

/** `redeem`: a matured plan's paid + bonus; `close`: a running plan's paid amount, without bonus. */
export type PayoutKind = 'redeem' | 'close';

const STATUS_AFTER: Readonly<Record<PayoutKind, 'redeemed' | 'closed_early'>> = { redeem: 'redeemed', close: 'closed_early' };
export const PAID_OUT_REASON = 'The plan was paid out before this payment was completed.';

/**
 * Pays a plan's value out as a gift card for jewellery: usable at checkout's gift card field like
 * any other card, so checkout needs no change. Once per subscription: the subscription is locked and its
 * `gift_card_id` is unique; a repeat of the same request answers the same card without its code.
 */
export class GoldPlanPayouts {
  constructor(
    private readonly db: Database,
    private readonly plans: GoldPlanService,
    private readonly mailer: Mailer,
    private readonly mailContext: MailContext,
    private readonly onMailError: (error: unknown) => void,
  ) {}

  async payOut(userId: number, uuid: string, kind: PayoutKind, now: Date): Promise<GoldPlanPayoutResponse['data']> {
    const result = await this.db.transaction(async (tx) => {
      const subscription = await this.plans.lockOwnSubscription(tx, userId, uuid);
      if (subscription.status === STATUS_AFTER[kind]) return { id: subscription.id, code: null, mail: null };
      if (subscription.status !== 'active') throw new ConflictError('This plan has already been paid out.');

      const instalments = await tx.select().from(goldPlanInstalments).where(eq(goldPlanInstalments.subscriptionId, subscription.id));
      const today = indiaDate(now);
      const { standing } = subscriptionState(subscription, instalments, today);
      let valueMinor: number;
      if (kind === 'redeem') {
        if (standing.kind === 'active') throw new ConflictError('The plan has not matured yet: every instalment must be paid and the maturity date reached.');
        if (standing.kind === 'lapsed') throw new ConflictError('The time to redeem this plan has ended; please visit one of our stores about the amount you paid.');
        valueMinor = standing.valueMinor;
      } else {
        if (standing.kind !== 'active') throw new ConflictError('This plan has matured: redeem it instead of closing it.');
        if (!standing.canCloseEarly || standing.paidMinor === 0) throw new ConflictError('Not enough instalments are paid to close this plan early.');
        valueMinor = standing.paidMinor;
      }

      // Attempts still open with the provider could capture money after the payout: a capture is refunded.
      const open = await tx
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(goldPlanTransactions, eq(goldPlanTransactions.paymentId, payments.id))
        .innerJoin(goldPlanInstalments, eq(goldPlanInstalments.id, goldPlanTransactions.instalmentId))
        .where(and(eq(goldPlanInstalments.subscriptionId, subscription.id), eq(payments.status, 'pending')));
      await cancelAttempts(tx, open.map((payment) => payment.id), now, PAID_OUT_REASON);

      const [owner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
      const [plan] = await tx.select({ name: goldPlans.name }).from(goldPlans).where(eq(goldPlans.id, subscription.planId));
      const person = required(owner, `user ${userId}`);
      const planName = required(plan, `plan ${subscription.planId}`).name;
      const issued = newGiftCardCode();
      const note = kind === 'redeem' ? `Matured ${planName} gold purchase plan` : `${planName} gold purchase plan, closed early`;
      const [card] = await tx
        .insert(giftCards)
        .values({
          ...activeCardColumns(issued, valueMinor, now),
          design: 'gold',
          recipientName: person.name,
          recipientEmail: person.email,
          message: note,
          source: 'gold_plan',
          fundedBySandbox: await goldPlanPaidThroughSandbox(tx, subscription.id),
        })
        .returning({ id: giftCards.id });
      const cardId = required(card, 'the plan’s gift card').id;
      await tx.insert(giftCardTransactions).values({ giftCardId: cardId, kind: 'issue', amountMinor: valueMinor, balanceAfterMinor: valueMinor, reference: `Gold plan ${subscription.uuid}` });
      await tx.update(goldPlanSubscriptions).set({ status: STATUS_AFTER[kind], giftCardId: cardId, closedAt: now }).where(eq(goldPlanSubscriptions.id, subscription.id));
      const mail = giftCardMessage(this.mailContext, person.email, {
        code: issued.printed,
        amountMinor: valueMinor,
        recipientName: person.name,
        fromName: this.mailContext.brandName,
        message: `${note}: ${formatInrMinor(valueMinor)} to spend on jewellery.`,
      });
      return { id: subscription.id, code: issued.printed, mail };
    });
    // The card stands even if the mail fails: its code is in this answer and the outbox keeps the message.
    if (result.mail) await this.mailer.send(result.mail).catch(this.onMailError);
    return { subscription: await this.plans.detailById(this.db, result.id, now), code: result.code };
  }
}
