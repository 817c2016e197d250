import { describe, expect, it } from 'vitest';
import { caratCoinEndpoints, coinAccountSchema, coinsRequestSchema } from './carat-coins';
import { checkoutBodySchema, checkoutSummaryQuerySchema } from './checkout';
import * as contracts from './index';

const order = { fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'card' } as const;

describe('redeeming carat coins at checkout', () => {
  it('takes a whole number of coins on the order, or none', () => {
    expect(checkoutBodySchema.parse({ ...order, coins: 120 }).coins).toBe(120);
    expect(checkoutBodySchema.parse(order).coins).toBeUndefined();
    expect(coinsRequestSchema.parse(0)).toBe(0);
  });

  it('refuses a negative or fractional number of coins by the field', () => {
    for (const coins of [-1, 2.5, '12']) {
      const result = checkoutBodySchema.safeParse({ ...order, coins });
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['coins']);
    }
  });

  it('previews coins from the summary query, 0 when not asked', () => {
    expect(checkoutSummaryQuerySchema.parse({ fulfilment: 'pickup', coins: '250' }).coins).toBe(250);
    expect(checkoutSummaryQuerySchema.parse({}).coins).toBe(0);
    expect(checkoutSummaryQuerySchema.safeParse({ coins: '-3' }).success).toBe(false);
  });
});

describe('the coin account', () => {
  it('reads a balance, the next expiry, the terms and ledger entries', () => {
    const account = {
      balance: 120,
      balance_value: 120,
      next_expiry: { coins: 120, on: '2027-03-31' },
      terms: { coins_per_100_rupees: 1, studded_coins_per_100_rupees: 2, coin_value: 1, max_redeem_percent: 10, expiry_months: 12 },
      entries: [{ id: 1, kind: 'earned', coins: 120, on: '2026-03-31', expires_on: '2027-03-31', order_number: 'AUR-7K3M9Q2X', created_at: '2026-03-31T10:00:00.000Z' }],
      entry_count: 1,
    };
    expect(coinAccountSchema.parse(account)).toEqual(account);
    expect(coinAccountSchema.safeParse({ ...account, balance: -1 }).success).toBe(false);
    expect(coinAccountSchema.safeParse({ ...account, entries: [{ ...account.entries[0], kind: 'gifted' }] }).success).toBe(false);
    expect(contracts.caratCoinEndpoints).toBe(caratCoinEndpoints);
  });
});
