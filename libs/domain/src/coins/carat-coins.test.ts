import { describe, expect, it } from 'vitest';
import { coinAccount, coinExpiryDate, coinsEarned, nextCoinExpiry, type CoinLedgerEntry } from './carat-coins';

const terms = { coinsPer100: 1, studdedCoinsPer100: 2, expiryMonths: 12 };

describe('earning carat coins on a paid order', () => {
  it('earns per ₹100 at each line’s rate, rounded down', () => {
    expect(coinsEarned([{ amountMinor: 5_049_900, studded: false }], 5_049_900, terms)).toBe(504);
    expect(coinsEarned([{ amountMinor: 5_000_000, studded: true }], 5_000_000, terms)).toBe(1_000);
    expect(
      coinsEarned(
        [
          { amountMinor: 1_000_000, studded: false },
          { amountMinor: 1_000_000, studded: true },
        ],
        2_000_000,
        terms,
      ),
    ).toBe(300);
  });

  it('earns only on the share paid with money, never on more than the order', () => {
    const lines = [{ amountMinor: 2_000_000, studded: false }];
    expect(coinsEarned(lines, 1_000_000, terms)).toBe(100); // half paid by a gift card or coins
    expect(coinsEarned(lines, 9_000_000, terms)).toBe(200);
    expect(coinsEarned([], 100, terms)).toBe(0);
  });

  it('stays exact for large orders (no floating point)', () => {
    expect(coinsEarned([{ amountMinor: 9_000_000_000_000, studded: true }], 9_000_000_000_000, { ...terms, studdedCoinsPer100: 7 })).toBe(6_300_000_000);
  });

  it('refuses amounts and rates that are not whole and non-negative', () => {
    expect(() => coinsEarned([{ amountMinor: 1.5, studded: false }], 1, terms)).toThrow(RangeError);
    expect(() => coinsEarned([], -1, terms)).toThrow(RangeError);
    expect(() => coinsEarned([], 1, { ...terms, coinsPer100: -1 })).toThrow(RangeError);
    expect(() => coinsEarned([], 1, { ...terms, studdedCoinsPer100: 0.5 })).toThrow(RangeError);
  });

  it('expires after the months in the terms', () => {
    expect(coinExpiryDate('2026-02-28', terms)).toBe('2027-02-28');
    expect(() => coinExpiryDate('2026-02-28', { expiryMonths: -1 })).toThrow(RangeError);
  });
});

describe('the coin ledger', () => {
  const earnedA: CoinLedgerEntry = { kind: 'earned', lotId: 'A', coins: 100, on: '2026-01-10', expiresOn: '2027-01-10' };
  const earnedB: CoinLedgerEntry = { kind: 'earned', lotId: 'B', coins: 50, on: '2026-03-01', expiresOn: '2026-12-01' };

  it('adds up what was earned', () => {
    const account = coinAccount([earnedA, earnedB], '2026-06-01');
    expect(account).toMatchObject({ balance: 150, dueExpiries: [], overdrawn: 0 });
    expect(nextCoinExpiry(account)).toEqual({ coins: 50, on: '2026-12-01' });
  });

  it('spends the soonest-expiring coins first', () => {
    const account = coinAccount([earnedA, earnedB, { kind: 'redeemed', coins: 70, on: '2026-06-01' }], '2026-06-02');
    expect(account.lots).toEqual([{ lotId: 'A', remaining: 80, expiresOn: '2027-01-10' }]);
    expect(account.balance).toBe(80);
  });

  it('expires what is left of a lot on its date, and says which expiries to record', () => {
    const entries = [earnedA, earnedB, { kind: 'redeemed', coins: 20, on: '2026-06-01' } as const];
    const before = coinAccount(entries, '2026-11-30');
    expect(before.balance).toBe(130);
    const after = coinAccount(entries, '2026-12-01');
    expect(after.balance).toBe(100);
    expect(after.dueExpiries).toEqual([{ lotId: 'B', coins: 30, on: '2026-12-01' }]);
    expect(nextCoinExpiry(coinAccount(entries, '2027-02-01'))).toBeNull();

    // Once recorded, the expiry is not due again and the balance is the same.
    const recorded = coinAccount([...entries, { kind: 'expired', lotId: 'B', coins: 30, on: '2026-12-01' }], '2026-12-05');
    expect(recorded).toMatchObject({ balance: 100, dueExpiries: [] });
  });

  it('does not let expired coins pay for a later redemption', () => {
    const account = coinAccount([earnedB, { kind: 'redeemed', coins: 10, on: '2026-12-02' }], '2026-12-03');
    expect(account).toMatchObject({ balance: 0, overdrawn: 10, dueExpiries: [{ lotId: 'B', coins: 50, on: '2026-12-01' }] });
  });

  it('reverses an earning from its own lot first, then from others when part was spent', () => {
    const cancelled = coinAccount([earnedA, earnedB, { kind: 'reversed', lotId: 'B', coins: 50, on: '2026-04-01' }], '2026-04-02');
    expect(cancelled.lots.map((lot) => [lot.lotId, lot.remaining])).toEqual([['A', 100]]);

    const spentFirst = coinAccount(
      [earnedA, earnedB, { kind: 'redeemed', coins: 40, on: '2026-03-05' }, { kind: 'reversed', lotId: 'B', coins: 50, on: '2026-04-01' }],
      '2026-04-02',
    );
    expect(spentFirst.lots.map((lot) => [lot.lotId, lot.remaining])).toEqual([['A', 60]]);
    expect(spentFirst.balance).toBe(60);
  });

  it('counts what no lot could pay as overdrawn, and ignores an expiry for an unknown lot', () => {
    const account = coinAccount(
      [earnedB, { kind: 'redeemed', coins: 80, on: '2026-05-01' }, { kind: 'expired', lotId: 'Z', coins: 5, on: '2026-05-02' }],
      '2026-05-03',
    );
    expect(account).toMatchObject({ balance: 0, overdrawn: 30 });
  });

  it('orders same-day entries: earned, then reversed and expired, then redeemed', () => {
    const sameDay = coinAccount([{ kind: 'redeemed', coins: 30, on: '2026-01-10' }, earnedA], '2026-01-11');
    expect(sameDay.balance).toBe(70);
  });

  it('reads the ledger in date order whatever order it arrives in, and lists lots by expiry', () => {
    const earnedC: CoinLedgerEntry = { kind: 'earned', lotId: 'C', coins: 10, on: '2026-02-01', expiresOn: '2026-11-01' };
    const entries: CoinLedgerEntry[] = [{ kind: 'redeemed', coins: 15, on: '2026-04-01' }, earnedA, earnedB, earnedC];
    const account = coinAccount(entries, '2026-05-01');
    // C (soonest expiry) then B pay the 15 coins.
    expect(account.lots.map((lot) => [lot.lotId, lot.remaining])).toEqual([
      ['B', 45],
      ['A', 100],
    ]);
    expect(coinAccount([...entries].reverse(), '2026-05-01').lots).toEqual(account.lots);
  });

  it('refuses a fractional or negative count', () => {
    expect(() => coinAccount([{ ...earnedA, coins: -1 }], '2026-01-11')).toThrow(RangeError);
  });
});
