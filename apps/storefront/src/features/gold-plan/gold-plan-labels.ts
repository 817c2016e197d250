import type { InstalmentStateWire, SubscriptionStanding } from '@aurelia/contracts';

type Tone = 'neutral' | 'gold' | 'success' | 'warning' | 'danger' | 'info';

/** How each standing of a subscription is named to a shopper, and its badge tone. */
export const STANDING_LABELS: Readonly<Record<SubscriptionStanding, string>> = {
  active: 'Running',
  matured: 'Matured: ready to redeem',
  lapsed: 'Redemption window ended',
  redeemed: 'Redeemed',
  closed_early: 'Closed early',
};
export const STANDING_TONES: Readonly<Record<SubscriptionStanding, Tone>> = {
  active: 'info',
  matured: 'gold',
  lapsed: 'neutral',
  redeemed: 'success',
  closed_early: 'neutral',
};

/** How each state of an instalment is named, and its badge tone. */
export const INSTALMENT_STATE_LABELS: Readonly<Record<InstalmentStateWire, string>> = {
  paid: 'Paid',
  'paid-late': 'Paid late',
  due: 'Due',
  overdue: 'Overdue',
  upcoming: 'Upcoming',
};
export const INSTALMENT_STATE_TONES: Readonly<Record<InstalmentStateWire, Tone>> = {
  paid: 'success',
  'paid-late': 'warning',
  due: 'gold',
  overdue: 'danger',
  upcoming: 'neutral',
};

/** A calendar date (`YYYY-MM-DD`) as the plan pages show it: "2 Mar 2026", the same on server and browser. */
export function planDate(date: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** Where each plan record lives in the storefront. */
export const planPaths = {
  overview: '/user/gold-purchase-plan',
  subscription: (uuid: string) => `/user/gold-purchase-plan/subscription/${encodeURIComponent(uuid)}`,
  payment: (uuid: string) => `/user/gold-purchase-plan/payment/${encodeURIComponent(uuid)}`,
  transaction: (number: string) => `/user/gold-purchase-plan/transaction-status/${encodeURIComponent(number)}`,
};
