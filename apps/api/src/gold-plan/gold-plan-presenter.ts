import type { GoldPlan, GoldPlanInstalment, GoldPlanSubscription, GoldPlanSubscriptionSummary, GoldPlanTransaction, PaymentAttemptStatus, ProviderMethod, SubscriptionStanding } from '@aurelia/contracts';
import {
  bonusEarnedSoFar,
  fromMinorUnits,
  instalmentSchedule,
  maturityDate,
  nextPayableInstalment,
  planStanding,
  redeemUntil,
  type CalendarDate,
  type PlanStanding,
  type ScheduledInstalment,
} from '@aurelia/domain';
import type { goldPlanInstalments, goldPlans, goldPlanSubscriptions, goldPlanTransactions, GoldPlanTermsSnapshot } from '../db/schema/index';
import { maskedCodeOf, type GiftCardRow } from '../gift-cards/gift-card-presenter';
import type { PaymentRow } from '../payments/payment-attempts';

export type GoldPlanRow = typeof goldPlans.$inferSelect;
export type SubscriptionRow = typeof goldPlanSubscriptions.$inferSelect;
export type InstalmentRow = typeof goldPlanInstalments.$inferSelect;
export type TransactionRow = typeof goldPlanTransactions.$inferSelect;

/** A plan's rules as libs/domain reads them, from the plan or a subscription's copy. */
export function termsOf(row: GoldPlanTermsSnapshot): GoldPlanTermsSnapshot {
  return {
    instalmentCount: row.instalmentCount,
    minInstalmentMinor: row.minInstalmentMinor,
    maxInstalmentMinor: row.maxInstalmentMinor,
    stepMinor: row.stepMinor,
    graceDays: row.graceDays,
    bonusShareBp: row.bonusShareBp,
    redeemWindowDays: row.redeemWindowDays,
    earlyClosureMinInstalments: row.earlyClosureMinInstalments,
  };
}

export function toGoldPlan(plan: Pick<GoldPlanRow, 'slug' | 'name' | 'description'>, terms: GoldPlanTermsSnapshot): GoldPlan {
  return {
    slug: plan.slug,
    name: plan.name,
    description: plan.description,
    instalment_count: terms.instalmentCount,
    min_instalment: fromMinorUnits(terms.minInstalmentMinor),
    max_instalment: fromMinorUnits(terms.maxInstalmentMinor),
    step: fromMinorUnits(terms.stepMinor),
    grace_days: terms.graceDays,
    bonus_percent: terms.bonusShareBp / 100,
    redeem_window_days: terms.redeemWindowDays,
    early_closure_after: terms.earlyClosureMinInstalments,
  };
}

/** Everything a subscription's state is worked out from on one day. */
export interface SubscriptionState {
  schedule: ScheduledInstalment[];
  standing: PlanStanding;
  /** The instalment to pay now, when the plan still takes payments. */
  nextPayable: ScheduledInstalment | null;
}

/** The schedule and standing of `subscription` on `today` (instalments in any order). */
export function subscriptionState(subscription: SubscriptionRow, instalments: readonly InstalmentRow[], today: CalendarDate): SubscriptionState {
  const paidOn = [...instalments]
    .sort((a, b) => a.number - b.number)
    .flatMap((instalment) => (instalment.paidOn === null ? [] : [instalment.paidOn]));
  const terms = termsOf(subscription.terms);
  const schedule = instalmentSchedule(subscription.startedOn, paidOn, today, terms);
  const standing = planStanding(subscription.startedOn, subscription.instalmentMinor, paidOn, today, terms);
  const open = subscription.status === 'active' && standing.kind === 'active';
  return { schedule, standing, nextPayable: open ? nextPayableInstalment(schedule) : null };
}

function toInstalment(scheduled: ScheduledInstalment, rows: readonly InstalmentRow[], amountMinor: number): GoldPlanInstalment {
  const row = rows.find((candidate) => candidate.number === scheduled.number);
  return {
    uuid: row?.uuid ?? '',
    number: scheduled.number,
    amount: fromMinorUnits(amountMinor),
    due_on: scheduled.dueOn,
    paid_on: scheduled.paidOn,
    state: scheduled.state,
  };
}

export function toSubscriptionSummary(
  subscription: SubscriptionRow,
  plan: Pick<GoldPlanRow, 'slug' | 'name'>,
  instalments: readonly InstalmentRow[],
  today: CalendarDate,
): GoldPlanSubscriptionSummary {
  const { schedule, standing, nextPayable } = subscriptionState(subscription, instalments, today);
  const terms = termsOf(subscription.terms);
  return {
    uuid: subscription.uuid,
    plan: { slug: plan.slug, name: plan.name },
    instalment_amount: fromMinorUnits(subscription.instalmentMinor),
    instalment_count: terms.instalmentCount,
    instalments_paid: schedule.filter((instalment) => instalment.paidOn !== null).length,
    started_on: subscription.startedOn,
    maturity_date: maturityDate(subscription.startedOn, terms),
    redeem_until: redeemUntil(subscription.startedOn, terms),
    standing: subscription.status === 'active' ? standing.kind : (subscription.status as SubscriptionStanding),
    paid_amount: fromMinorUnits(standing.paidMinor),
    bonus_so_far: fromMinorUnits(bonusEarnedSoFar(subscription.instalmentMinor, schedule, terms)),
    next_payable: nextPayable ? toInstalment(nextPayable, instalments, subscription.instalmentMinor) : null,
    created_at: subscription.createdAt.toISOString(),
  };
}

export function toSubscription(
  subscription: SubscriptionRow,
  plan: Pick<GoldPlanRow, 'slug' | 'name' | 'description'>,
  instalments: readonly InstalmentRow[],
  giftCard: GiftCardRow | null,
  today: CalendarDate,
): GoldPlanSubscription {
  const { schedule, standing } = subscriptionState(subscription, instalments, today);
  const active = subscription.status === 'active';
  return {
    ...toSubscriptionSummary(subscription, plan, instalments, today),
    plan: toGoldPlan(plan, termsOf(subscription.terms)),
    schedule: schedule.map((scheduled) => toInstalment(scheduled, instalments, subscription.instalmentMinor)),
    can_close_early: active && standing.kind === 'active' && standing.canCloseEarly,
    redeemable_value: active && standing.kind === 'matured' ? fromMinorUnits(standing.valueMinor) : null,
    gift_card: giftCard ? { masked_code: maskedCodeOf(giftCard), amount: fromMinorUnits(giftCard.initialMinor) } : null,
  };
}

/** What a transaction's page needs besides its own row. */
export interface TransactionContext {
  instalment: Pick<InstalmentRow, 'uuid' | 'number'>;
  subscriptionUuid: string;
  planName: string;
}

export function toTransaction(transaction: TransactionRow, payment: PaymentRow, context: TransactionContext): GoldPlanTransaction {
  return {
    transaction_number: transaction.transactionNumber,
    status: payment.status as PaymentAttemptStatus,
    method: payment.method as ProviderMethod,
    amount: fromMinorUnits(payment.amountMinor),
    pay_url: payment.status === 'pending' ? payment.payUrl : null,
    failure_reason: payment.failureReason,
    refund_due: payment.refundStatus === 'due',
    payment_uuid: context.instalment.uuid,
    subscription_uuid: context.subscriptionUuid,
    instalment_number: context.instalment.number,
    plan_name: context.planName,
    created_at: transaction.createdAt.toISOString(),
    settled_at: payment.settledAt?.toISOString() ?? null,
  };
}
