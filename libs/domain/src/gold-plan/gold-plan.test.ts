import { describe, expect, it } from 'vitest';
import {
  bonusEarnedSoFar,
  instalmentDueDate,
  instalmentProblem,
  instalmentProblemMessage,
  instalmentSchedule,
  maturityBonus,
  maturityDate,
  nextPayableInstalment,
  planStanding,
  redeemUntil,
  type GoldPlanTerms,
} from './gold-plan';

const terms: GoldPlanTerms = {
  instalmentCount: 10,
  minInstalmentMinor: 200_000, // ₹2,000
  maxInstalmentMinor: 10_000_000, // ₹1,00,000
  stepMinor: 50_000, // ₹500 steps
  graceDays: 7,
  bonusShareBp: 7_500, // 75 % of one instalment
  redeemWindowDays: 365,
  earlyClosureMinInstalments: 6,
};
const start = '2026-01-31';
/** Every instalment paid on its due date, for the first `count`. */
const monthly = (count: number) => Array.from({ length: count }, (_, index) => instalmentDueDate(start, index + 1));

describe('gold purchase plan: instalments', () => {
  it('allows a monthly amount from the minimum to the maximum in whole steps', () => {
    expect(instalmentProblem(200_000, terms)).toBeNull();
    expect(instalmentProblem(250_000, terms)).toBeNull();
    expect(instalmentProblem(10_000_000, terms)).toBeNull();
    expect(instalmentProblem(199_999, terms)).toBe('below-minimum');
    expect(instalmentProblem(10_050_000, terms)).toBe('above-maximum');
    expect(instalmentProblem(260_000, terms)).toBe('off-step');
    expect(instalmentProblem(260_000, { ...terms, stepMinor: 0 })).toBeNull();
    expect(() => instalmentProblem(-1, terms)).toThrow(RangeError);
  });

  it('is due monthly from the day of joining, on the month’s last day when shorter; matures a month after the last', () => {
    expect(instalmentDueDate(start, 1)).toBe('2026-01-31');
    expect(instalmentDueDate(start, 2)).toBe('2026-02-28');
    expect(instalmentDueDate(start, 10)).toBe('2026-10-31');
    expect(maturityDate(start, terms)).toBe('2026-11-30');
    expect(redeemUntil(start, terms)).toBe('2027-11-30');
    expect(() => instalmentDueDate(start, 0)).toThrow(RangeError);
  });
});

describe('gold purchase plan: the schedule', () => {
  it('marks paid, due, overdue and upcoming instalments on a day', () => {
    const paid = ['2026-01-31', '2026-03-05']; // the second is 5 days late: within the grace period
    const schedule = instalmentSchedule(start, paid, '2026-04-25', terms);
    expect(schedule.slice(0, 5).map((i) => [i.number, i.dueOn, i.state])).toEqual([
      [1, '2026-01-31', 'paid'],
      [2, '2026-02-28', 'paid'],
      [3, '2026-03-31', 'overdue'], // more than 7 days after its due date
      [4, '2026-04-30', 'due'], // its window opened 7 days before the due date
      [5, '2026-05-31', 'upcoming'],
    ]);
    expect(nextPayableInstalment(schedule)?.number).toBe(3);
    expect(instalmentSchedule(start, paid, '2026-04-22', terms)[3]?.state).toBe('upcoming');
  });

  it('calls an instalment paid after its grace period late', () => {
    const schedule = instalmentSchedule(start, ['2026-01-31', '2026-03-08'], '2026-03-08', terms);
    expect(schedule[1]?.state).toBe('paid-late');
  });

  it('offers the first instalment on joining, and nothing more until the next window opens', () => {
    const joinedToday = instalmentSchedule('2026-11-23', [], '2026-11-23', terms);
    expect(nextPayableInstalment(joinedToday)?.number).toBe(1);
    const paidFirst = instalmentSchedule('2026-11-23', ['2026-11-23'], '2026-11-23', terms);
    expect(nextPayableInstalment(paidFirst)).toBeNull();
    expect(nextPayableInstalment(instalmentSchedule('2026-11-23', ['2026-11-23'], '2026-12-16', terms))?.number).toBe(2);
    const done = instalmentSchedule(start, monthly(10), '2026-11-01', terms);
    expect(nextPayableInstalment(done)).toBeNull();
  });

  it('refuses more payments than instalments, and bad terms', () => {
    expect(() => instalmentSchedule(start, monthly(11), '2026-12-01', terms)).toThrow(RangeError);
    expect(() => instalmentSchedule(start, [], '2026-12-01', { ...terms, graceDays: -1 })).toThrow(RangeError);
  });
});

describe('gold purchase plan: bonus and maturity', () => {
  const instalment = 500_000; // ₹5,000 a month

  it('pays 75 % of one instalment when every instalment was on time', () => {
    const schedule = instalmentSchedule(start, monthly(10), '2026-11-30', terms);
    expect(maturityBonus(instalment, schedule, terms)).toBe(375_000);
  });

  it('shrinks the bonus by each late instalment’s part, and pays none before all are paid', () => {
    const paid = monthly(10);
    paid[4] = '2026-06-30'; // instalment 5 was due 31 May: a month late
    const schedule = instalmentSchedule(start, paid, '2026-11-30', terms);
    expect(maturityBonus(instalment, schedule, terms)).toBe(337_500); // 9/10 of 75 %
    expect(maturityBonus(instalment, instalmentSchedule(start, monthly(9), '2026-11-30', terms), terms)).toBe(0);
    expect(maturityBonus(instalment, [], terms)).toBe(0);
    expect(() => maturityBonus(-1, schedule, terms)).toThrow(RangeError);
  });

  it('stands active, then matured with paid + bonus, then lapsed after the redemption window', () => {
    expect(planStanding(start, instalment, monthly(5), '2026-06-01', terms)).toEqual({ kind: 'active', paidMinor: 2_500_000, canCloseEarly: false });
    expect(planStanding(start, instalment, monthly(6), '2026-07-01', terms)).toEqual({ kind: 'active', paidMinor: 3_000_000, canCloseEarly: true });
    expect(planStanding(start, instalment, monthly(10), '2026-11-29', terms)).toMatchObject({ kind: 'active', canCloseEarly: false });
    expect(planStanding(start, instalment, monthly(10), '2026-11-30', terms)).toEqual({
      kind: 'matured',
      paidMinor: 5_000_000,
      bonusMinor: 375_000,
      valueMinor: 5_375_000,
      redeemUntil: '2027-11-30',
    });
    expect(planStanding(start, instalment, monthly(10), '2027-12-01', terms)).toEqual({ kind: 'lapsed', paidMinor: 5_000_000, bonusMinor: 0, valueMinor: 5_000_000 });
  });
});

describe('gold purchase plan: the bonus earned so far', () => {
  const instalment = 500_000;

  it('counts each instalment paid on time towards the bonus while the plan runs, and none for a late one', () => {
    const paid = monthly(3);
    paid[1] = '2026-03-31'; // instalment 2 was due 28 February: late
    const schedule = instalmentSchedule(start, paid, '2026-04-01', terms);
    expect(bonusEarnedSoFar(instalment, schedule, terms)).toBe(75_000); // 2/10 of 75 % of ₹5,000
    expect(bonusEarnedSoFar(instalment, [], terms)).toBe(0);
    expect(() => bonusEarnedSoFar(instalment, schedule, { bonusShareBp: -1 })).toThrow(RangeError);
  });
});

describe('gold purchase plan: why an instalment amount is refused', () => {
  it('names the minimum, the maximum or the step', () => {
    expect(instalmentProblemMessage('below-minimum', terms)).toBe('The smallest monthly instalment is ₹2,000.');
    expect(instalmentProblemMessage('above-maximum', terms)).toBe('The largest monthly instalment is ₹1,00,000.');
    expect(instalmentProblemMessage('off-step', terms)).toBe('Choose an amount in steps of ₹500 from ₹2,000.');
  });
});
