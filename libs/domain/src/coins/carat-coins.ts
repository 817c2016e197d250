import { addMonths, type CalendarDate } from '../dates/calendar-date';
import { assertCount } from '../money/assert-count';

/** The carat-coin earning terms from settings. */
export interface CoinEarnTerms {
  /** Coins per ₹100 paid on plain metal jewellery. */
  coinsPer100: number;
  /** Coins per ₹100 paid on studded jewellery (diamonds and gemstones earn more). */
  studdedCoinsPer100: number;
  /** Months after which an earned coin expires. */
  expiryMonths: number;
}

/** A line of a paid order as earning sees it: its amount in paise and whether the piece is studded. */
export interface EarningLine {
  amountMinor: number;
  studded: boolean;
}

const PAISE_PER_100_RUPEES = 10_000n;

/**
 * Coins earned on a paid order: each line earns at its rate per ₹100, on the share of the order paid
 * with money (what coins or a gift card paid earns nothing), rounded down to whole coins.
 */
export function coinsEarned(lines: readonly EarningLine[], paidMinor: number, terms: CoinEarnTerms): number {
  assertCount('paidMinor', paidMinor);
  assertCount('coinsPer100', terms.coinsPer100);
  assertCount('studdedCoinsPer100', terms.studdedCoinsPer100);
  let subtotal = 0n;
  let weighted = 0n;
  for (const line of lines) {
    assertCount('amountMinor', line.amountMinor);
    subtotal += BigInt(line.amountMinor);
    weighted += BigInt(line.amountMinor) * BigInt(line.studded ? terms.studdedCoinsPer100 : terms.coinsPer100);
  }
  if (subtotal === 0n) return 0;
  const paid = BigInt(Math.min(paidMinor, Number(subtotal)));
  return Number((weighted * paid) / (subtotal * PAISE_PER_100_RUPEES));
}

/** When coins earned on `earnedOn` expire (the first day they no longer count). */
export function coinExpiryDate(earnedOn: CalendarDate, terms: Pick<CoinEarnTerms, 'expiryMonths'>): CalendarDate {
  assertCount('expiryMonths', terms.expiryMonths);
  return addMonths(earnedOn, terms.expiryMonths);
}

/** One line of a shopper's coin ledger. Dates are calendar dates in India. */
export type CoinLedgerEntry =
  | { kind: 'earned'; lotId: string; coins: number; on: CalendarDate; expiresOn: CalendarDate }
  | { kind: 'redeemed'; coins: number; on: CalendarDate }
  /** An earning taken back because its order was cancelled. */
  | { kind: 'reversed'; lotId: string; coins: number; on: CalendarDate }
  | { kind: 'expired'; lotId: string; coins: number; on: CalendarDate };

export interface CoinLot {
  lotId: string;
  remaining: number;
  expiresOn: CalendarDate;
}

export interface CoinAccount {
  /** Coins that count today. */
  balance: number;
  /** Lots with coins left that have not expired, soonest expiry first. */
  lots: CoinLot[];
  /** Expiries that have happened but are not in the ledger yet: write them as `expired` entries. */
  dueExpiries: { lotId: string; coins: number; on: CalendarDate }[];
  /** Coins that a redemption or reversal asked for but no lot held (the ledger was inconsistent). */
  overdrawn: number;
}

/** ISO dates sort as text. */
const byExpiry = (a: CoinLot, b: CoinLot) => a.expiresOn.localeCompare(b.expiresOn);

const ORDER: Record<CoinLedgerEntry['kind'], number> = { earned: 0, reversed: 1, expired: 2, redeemed: 3 };

/**
 * A shopper's coins on `today`, from the ledger: redemptions spend the soonest-expiring coins first; a
 * reversal takes back its own lot first and then, if part was spent, from the others; a lot expires on its
 * expiry date with whatever is left in it.
 */
export function coinAccount(entries: readonly CoinLedgerEntry[], today: CalendarDate): CoinAccount {
  const recordedExpiry = new Set(entries.filter((entry) => entry.kind === 'expired').map((entry) => entry.lotId));
  const sorted = [...entries].sort((a, b) => a.on.localeCompare(b.on) || ORDER[a.kind] - ORDER[b.kind]);
  const lots: CoinLot[] = [];
  const dueExpiries: CoinAccount['dueExpiries'] = [];
  let overdrawn = 0;

  const expireUpTo = (date: CalendarDate) => {
    for (const lot of lots) {
      if (lot.remaining > 0 && lot.expiresOn <= date && !recordedExpiry.has(lot.lotId)) {
        dueExpiries.push({ lotId: lot.lotId, coins: lot.remaining, on: lot.expiresOn });
        lot.remaining = 0;
      }
    }
  };
  const spend = (coins: number, on: CalendarDate, first?: CoinLot) => {
    let left = coins;
    const live = lots.filter((lot) => lot.expiresOn > on && lot !== first).sort(byExpiry);
    for (const lot of first ? [first, ...live] : live) {
      const taken = Math.min(lot.remaining, left);
      lot.remaining -= taken;
      left -= taken;
    }
    overdrawn += left;
  };

  for (const entry of sorted) {
    assertCount('coins', entry.coins);
    expireUpTo(entry.on);
    const lot = entry.kind === 'earned' ? undefined : lots.find((candidate) => 'lotId' in entry && candidate.lotId === entry.lotId);
    if (entry.kind === 'earned') lots.push({ lotId: entry.lotId, remaining: entry.coins, expiresOn: entry.expiresOn });
    else if (entry.kind === 'expired') {
      if (lot) lot.remaining = Math.max(0, lot.remaining - entry.coins);
    } else spend(entry.coins, entry.on, lot);
  }
  expireUpTo(today);

  const live = lots.filter((lot) => lot.remaining > 0 && lot.expiresOn > today).sort(byExpiry);
  return { balance: live.reduce((sum, lot) => sum + lot.remaining, 0), lots: live, dueExpiries, overdrawn };
}

/** The coins of the next expiry after `today`, for "120 coins expire on 31 March". */
export function nextCoinExpiry(account: CoinAccount): { coins: number; on: CalendarDate } | null {
  const [first] = account.lots;
  if (!first) return null;
  const coins = account.lots.filter((lot) => lot.expiresOn === first.expiresOn).reduce((sum, lot) => sum + lot.remaining, 0);
  return { coins, on: first.expiresOn };
}
