import { eq } from 'drizzle-orm';
import { giftCards, giftCardTransactions, users } from '../db/schema/index';
import { giftCardMessage } from '../mail/templates';
import type { Queries } from '../db/queries';
import type { PaymentRow } from '../payments/payment-attempts';
import { MailingPurposeHandler, type PaidOutcome, type PaymentPurposeHandler } from '../payments/payment-purposes';
import { required } from '../required';
import { newGiftCardCode } from './gift-card-codes';
import type { GiftCardRow } from './gift-card-presenter';
import { paidThroughSandbox } from './sandbox-funding';

/**
 * The `gift_card` purpose of payments: a capture issues the card (a new code, mailed to the recipient and
 * never stored), a decline cancels it. A second capture for a card already issued is refused, so it is
 * marked for refund.
 */
export class GiftCardPaymentHandler extends MailingPurposeHandler implements PaymentPurposeHandler {
  async lockSubject(tx: Queries, payment: PaymentRow): Promise<void> {
    await this.lockedCard(tx, payment);
  }

  async onPaid(tx: Queries, payment: PaymentRow, now: Date): Promise<PaidOutcome> {
    const card = await this.lockedCard(tx, payment);
    if (card.status !== 'pending_payment' && card.status !== 'cancelled') return { accepted: false };
    const issued = newGiftCardCode();
    await tx
      .update(giftCards)
      .set({
        status: 'active',
        codeHash: issued.hash,
        codeLast4: issued.last4,
        balanceMinor: card.initialMinor,
        activatedAt: now,
        fundedBySandbox: paidThroughSandbox(payment),
      })
      .where(eq(giftCards.id, card.id));
    await tx.insert(giftCardTransactions).values({
      giftCardId: card.id,
      kind: 'issue',
      amountMinor: card.initialMinor,
      balanceAfterMinor: card.initialMinor,
      reference: `Paid online, payment ${payment.id}`,
    });
    const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, payment.userId));
    const message = giftCardMessage(this.mailContext, card.recipientEmail, {
      code: issued.printed,
      amountMinor: card.initialMinor,
      recipientName: card.recipientName,
      fromName: buyer?.name ?? this.mailContext.brandName,
      message: card.message,
    });
    return { accepted: true, afterCommit: () => this.mailer.send(message).then(() => undefined) };
  }

  async onFailed(tx: Queries, payment: PaymentRow): Promise<void> {
    const card = await this.lockedCard(tx, payment);
    if (card.status === 'pending_payment') await tx.update(giftCards).set({ status: 'cancelled' }).where(eq(giftCards.id, card.id));
  }

  private async lockedCard(tx: Queries, payment: PaymentRow): Promise<GiftCardRow> {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.paymentId, payment.id)).for('update');
    return required(card, `the gift card of payment ${payment.id}`);
  }
}
