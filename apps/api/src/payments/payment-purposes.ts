import type { PaymentPurpose } from '@aurelia/contracts';
import type { Queries } from '../db/queries';
import type { Mailer } from '../mail/mailer';
import type { MailContext } from '../mail/templates';
import type { PaymentRow } from './payment-attempts';

/** What a purpose did with a captured payment. */
export interface PaidOutcome {
  /** False when the purpose could not take the money (sold out meanwhile, paid twice): it is refunded. */
  accepted: boolean;
  /** Work for after the commit, such as the confirmation mail; never undone with the transaction. */
  afterCommit?: () => Promise<void>;
}

/**
 * What a payment pays for reacts to its outcome: an order is confirmed or releases its stock; later a
 * gift card is issued, a plan instalment recorded. Every hook runs in the callback's transaction.
 */
export interface PaymentPurposeHandler {
  /**
   * Locks what the payment pays (`FOR UPDATE`) before the payment row is locked, so locks are always
   * taken in one order: subject, then payment, then products.
   */
  lockSubject(tx: Queries, payment: PaymentRow): Promise<void>;
  /** The provider captured `payment`, which was not paid before (its row already says `paid`). */
  onPaid(tx: Queries, payment: PaymentRow, now: Date): Promise<PaidOutcome>;
  /** The provider refused `payment`, which was pending (its row already says `failed`). */
  onFailed(tx: Queries, payment: PaymentRow, now: Date): Promise<void>;
}

/** What a purpose whose capture mails someone (a card's code, an instalment's receipt) is built with. */
export abstract class MailingPurposeHandler {
  constructor(
    protected readonly mailer: Mailer,
    protected readonly mailContext: MailContext,
  ) {}
}

/** The handler of each purpose that is built; a purpose without one cannot start attempts. */
export type PaymentPurposeHandlers = Partial<Record<PaymentPurpose, PaymentPurposeHandler>>;
