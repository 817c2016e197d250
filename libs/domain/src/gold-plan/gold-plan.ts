import { BASIS_POINTS } from '../checkout/checkout-summary';
import { addDays, addMonths, type CalendarDate } from '../dates/calendar-date';
import { formatInrMinor } from '../money/format-inr';
import { assertCount } from '../money/assert-count';

/** A gold purchase plan's scheme rules, as the plans table holds them. */
export interface GoldPlanTerms {
  /** Instalments in the plan (e.g. 10), one a month. */
  instalmentCount: number;
  /** The smallest monthly instalment, in paise. */
  minInstalmentMinor: number;
  /** The largest monthly instalment, in paise. */
  maxInstalmentMinor: number;
  /** Instalments are whole multiples of this step above the minimum, in paise. */
  stepMinor: number;
  /** Days after a due date an instalment still counts as on time. */
  graceDays: number;
  /** The bonus on maturity as a share of one instalment, in basis points (7 500 = 75 %). */
  bonusShareBp: number;
  /** Days after maturity during which the value can be redeemed against jewellery. */
  redeemWindowDays: number;
  /** Paid instalments needed before a plan may be closed early (without bonus). */
  earlyClosureMinInstalments: number;
}

export type InstalmentProblem = 'below-minimum' | 'above-maximum' | 'off-step';

/** Why a monthly instalment is not allowed by the plan, or null when it is. */
export function instalmentProblem(amountMinor: number, terms: GoldPlanTerms): InstalmentProblem | null {
  assertCount('amountMinor', amountMinor);
  if (amountMinor < terms.minInstalmentMinor) return 'below-minimum';
  if (amountMinor > terms.maxInstalmentMinor) return 'above-maximum';
  if (terms.stepMinor > 0 && (amountMinor - terms.minInstalmentMinor) % terms.stepMinor !== 0) return 'off-step';
  return null;
}

/** Instalment `number` (1-based) is due `number - 1` months after the start; the first on the day of joining. */
export function instalmentDueDate(startedOn: CalendarDate, number: number): CalendarDate {
  if (!Number.isSafeInteger(number) || number < 1) throw new RangeError(`Instalment numbers start at 1, got ${number}`);
  return addMonths(startedOn, number - 1);
}

/** The plan matures a month after its last instalment is due. */
export function maturityDate(startedOn: CalendarDate, terms: Pick<GoldPlanTerms, 'instalmentCount'>): CalendarDate {
  return addMonths(startedOn, terms.instalmentCount);
}

/** The last day the matured value can be redeemed. */
export function redeemUntil(startedOn: CalendarDate, terms: Pick<GoldPlanTerms, 'instalmentCount' | 'redeemWindowDays'>): CalendarDate {
  return addDays(maturityDate(startedOn, terms), terms.redeemWindowDays);
}

export type InstalmentState = 'paid' | 'paid-late' | 'due' | 'overdue' | 'upcoming';

export interface ScheduledInstalment {
  number: number;
  dueOn: CalendarDate;
  /** The date it was paid, or null. */
  paidOn: CalendarDate | null;
  state: InstalmentState;
}

/**
 * The plan's schedule on `today`: each instalment paid (on time, or late when paid after its grace
 * period), or unpaid — `due` from `graceDays` before its due date to `graceDays` after, `overdue` after
 * that, `upcoming` before. Payments are matched to instalments in order, so at most one month is paid ahead
 * of time and never two in one window.
 */
export function instalmentSchedule(
  startedOn: CalendarDate,
  paidOn: readonly CalendarDate[],
  today: CalendarDate,
  terms: Pick<GoldPlanTerms, 'instalmentCount' | 'graceDays'>,
): ScheduledInstalment[] {
  assertCount('instalmentCount', terms.instalmentCount);
  assertCount('graceDays', terms.graceDays);
  if (paidOn.length > terms.instalmentCount) throw new RangeError('More payments than instalments');
  return Array.from({ length: terms.instalmentCount }, (_, index) => {
    const number = index + 1;
    const dueOn = instalmentDueDate(startedOn, number);
    const lastOnTime = addDays(dueOn, terms.graceDays);
    const paid = paidOn[index] ?? null;
    let state: InstalmentState;
    if (paid !== null) state = paid > lastOnTime ? 'paid-late' : 'paid';
    else if (today > lastOnTime) state = 'overdue';
    else if (today >= addDays(dueOn, -terms.graceDays)) state = 'due';
    else state = 'upcoming';
    return { number, dueOn, paidOn: paid, state };
  });
}

/** The instalment to pay next (the first unpaid), once its payment window has opened; null when none can be paid now. */
export function nextPayableInstalment(schedule: readonly ScheduledInstalment[]): ScheduledInstalment | null {
  const next = schedule.find((instalment) => instalment.paidOn === null);
  return next && (next.state === 'due' || next.state === 'overdue') ? next : null;
}

/**
 * The bonus on maturity: the share of one instalment in the terms, scaled by the instalments paid on time
 * (a late one earns none of its part), rounded down to the paisa; nothing until every instalment is paid.
 */
export function maturityBonus(instalmentMinor: number, schedule: readonly ScheduledInstalment[], terms: Pick<GoldPlanTerms, 'bonusShareBp'>): number {
  const earned = bonusEarnedSoFar(instalmentMinor, schedule, terms);
  return schedule.some((instalment) => instalment.paidOn === null) ? 0 : earned;
}

export type PlanStanding =
  | { kind: 'active'; paidMinor: number; canCloseEarly: boolean }
  | { kind: 'matured'; paidMinor: number; bonusMinor: number; valueMinor: number; redeemUntil: CalendarDate }
  | { kind: 'lapsed'; paidMinor: number; bonusMinor: 0; valueMinor: number };

/**
 * Where a plan stands on `today`: active while instalments remain (it may be closed early, without bonus,
 * after the minimum paid instalments); matured with value = paid + bonus from the maturity date until the
 * end of the redemption window; lapsed after that window (the paid amount is still the shopper's).
 */
export function planStanding(startedOn: CalendarDate, instalmentMinor: number, paidOn: readonly CalendarDate[], today: CalendarDate, terms: GoldPlanTerms): PlanStanding {
  const schedule = instalmentSchedule(startedOn, paidOn, today, terms);
  const paidMinor = instalmentMinor * paidOn.length;
  const allPaid = paidOn.length === terms.instalmentCount;
  if (!allPaid || today < maturityDate(startedOn, terms)) {
    return { kind: 'active', paidMinor, canCloseEarly: !allPaid && paidOn.length >= terms.earlyClosureMinInstalments };
  }
  const until = redeemUntil(startedOn, terms);
  if (today > until) return { kind: 'lapsed', paidMinor, bonusMinor: 0, valueMinor: paidMinor };
  const bonusMinor = maturityBonus(instalmentMinor, schedule, terms);
  return { kind: 'matured', paidMinor, bonusMinor, valueMinor: paidMinor + bonusMinor, redeemUntil: until };
}

/**
 * The bonus the instalments paid on time have earned so far: what `maturityBonus` will pay if every
 * remaining instalment is paid on time too. Shown on the subscription while it runs; only `maturityBonus`
 * is ever paid.
 */
export function bonusEarnedSoFar(instalmentMinor: number, schedule: readonly ScheduledInstalment[], terms: Pick<GoldPlanTerms, 'bonusShareBp'>): number {
  assertCount('instalmentMinor', instalmentMinor);
  assertCount('bonusShareBp', terms.bonusShareBp);
  if (schedule.length === 0) return 0;
  const onTime = schedule.filter((instalment) => instalment.state === 'paid').length;
  return Math.floor((instalmentMinor * terms.bonusShareBp * onTime) / (BASIS_POINTS * schedule.length));
}

/** What a shopper is told when a monthly amount is not allowed (a 422 on the `instalment_amount` field). */
export function instalmentProblemMessage(problem: InstalmentProblem, terms: Pick<GoldPlanTerms, 'minInstalmentMinor' | 'maxInstalmentMinor' | 'stepMinor'>): string {
  switch (problem) {
    case 'below-minimum':
      return `The smallest monthly instalment is ${formatInrMinor(terms.minInstalmentMinor)}.`;
    case 'above-maximum':
      return `The largest monthly instalment is ${formatInrMinor(terms.maxInstalmentMinor)}.`;
    case 'off-step':
      return `Choose an amount in steps of ${formatInrMinor(terms.stepMinor)} from ${formatInrMinor(terms.minInstalmentMinor)}.`;
  }
}
