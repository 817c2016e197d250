import type { CoinEntryKind, CoinTerms } from '@aurelia/contracts';
import { LOCALE, formatCount, formatInr } from '@aurelia/domain';

/** How each kind of ledger entry is named to a shopper. */
export const COIN_ENTRY_LABELS: Readonly<Record<CoinEntryKind, string>> = {
  earned: 'Earned on order',
  redeemed: 'Spent on order',
  reversed: 'Taken back: order cancelled',
  returned: 'Given back: order cancelled',
  expired: 'Expired',
};

/** Whether an entry adds coins (+) or takes them (−). */
export const COIN_ENTRY_ADDS: Readonly<Record<CoinEntryKind, boolean>> = {
  earned: true,
  returned: true,
  redeemed: false,
  reversed: false,
  expired: false,
};

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A count of coins with its sign: "+1,250" or "−300". */
export const signedCoins = (kind: CoinEntryKind, coins: number) => `${COIN_ENTRY_ADDS[kind] ? '+' : '−'}${formatCount(coins)}`;

/** A calendar date (`YYYY-MM-DD`, a day in India) as "31 Mar 2027", the same on the server and in the browser. */
export const coinDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

/** The earning and spending rules in words, from the API's terms. */
export function howCoinsWork(terms: CoinTerms): string[] {
  const per = (coins: number) => `${formatCount(coins)} ${coins === 1 ? 'coin' : 'coins'}`;
  return [
    `Every ₹100 you pay online for a piece earns ${per(terms.coins_per_100_rupees)}; pieces set with diamonds or gemstones earn ${per(terms.studded_coins_per_100_rupees)}. Coins are credited when the payment is received.`,
    `Coins count only on what you pay: not on shipping, nor on what a gift card or coins paid. If an order is cancelled, its coins are taken back.`,
    `Each coin is worth ${formatInr(terms.coin_value)} at checkout, for up to ${terms.max_redeem_percent}% of an order's pieces. Coins of a cancelled order come back to you.`,
    `Coins expire ${terms.expiry_months} ${terms.expiry_months === 1 ? 'month' : 'months'} after they are earned; the soonest to expire are spent first.`,
  ];
}
