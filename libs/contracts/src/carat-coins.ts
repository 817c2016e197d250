import { z } from 'zod';
import { dataEnvelope, dateSchema, dateTimeSchema, moneySchema, rowIdRange } from './common';
import type { EndpointDefinition } from './endpoints';
import { e } from './endpoint-responses';

/** The most coins one order may ask for; what is actually redeemed is capped by the balance and the terms. */
export const COINS_REQUEST_MAX = 10_000_000;

/** Coins to redeem: a whole number of coins, 0 for none. */
export const coinsRequestSchema = z
  .int('Enter a whole number of coins')
  .min(0, 'Enter 0 or more coins')
  .max(COINS_REQUEST_MAX, 'That is more coins than an order can use');

/**
 * `earned` on a paid order; `redeemed` at checkout; `reversed` when an order that earned them was cancelled;
 * `returned` when an order that redeemed them was cancelled; `expired` after the period from settings.
 */
export const coinEntryKindSchema = z.enum(['earned', 'redeemed', 'reversed', 'returned', 'expired']);
export type CoinEntryKind = z.infer<typeof coinEntryKindSchema>;

/** One line of the ledger; `coins` is always positive, `kind` says which way it went. */
export const coinEntrySchema = z.object({
  id: z.int().min(1).meta(rowIdRange),
  kind: coinEntryKindSchema,
  coins: z.int().min(1),
  /** The calendar date in India of the entry. */
  on: dateSchema,
  /** When the coins of an `earned` or `returned` lot expire; null for other kinds. */
  expires_on: dateSchema.nullable(),
  /** The order it belongs to (null for an expiry). */
  order_number: z.string().nullable(),
  created_at: dateTimeSchema,
});
export type CoinEntry = z.infer<typeof coinEntrySchema>;

/** How coins are earned and spent, from settings. */
export const coinTermsSchema = z.object({
  /** Coins per ₹100 paid on plain metal jewellery. */
  coins_per_100_rupees: z.int().min(0),
  /** Coins per ₹100 paid on studded jewellery (diamonds, gemstones). */
  studded_coins_per_100_rupees: z.int().min(0),
  /** What one coin pays at checkout. */
  coin_value: moneySchema,
  /** The largest share of an order's pieces coins may pay, in percent. */
  max_redeem_percent: z.int().min(0).max(100),
  /** Months after which earned coins expire. */
  expiry_months: z.int().min(1),
});
export type CoinTerms = z.infer<typeof coinTermsSchema>;

/** `GET /carat-coins`: the signed-in shopper's coins. */
export const coinAccountSchema = z.object({
  balance: z.int().min(0),
  /** What the balance pays at checkout (within the share the terms allow). */
  balance_value: moneySchema,
  /** The soonest coins to expire, or null when none are held. */
  next_expiry: z.object({ coins: z.int().min(1), on: dateSchema }).nullable(),
  terms: coinTermsSchema,
  /** The latest entries, newest first, at most `COIN_LEDGER_LIMIT`; `entry_count` counts them all. */
  entries: z.array(coinEntrySchema),
  entry_count: z.int().min(0),
});
export type CoinAccount = z.infer<typeof coinAccountSchema>;
export const coinAccountResponseSchema = dataEnvelope(coinAccountSchema);
export type CoinAccountResponse = z.infer<typeof coinAccountResponseSchema>;

/** How many ledger entries `GET /carat-coins` sends. */
export const COIN_LEDGER_LIMIT = 100;

/** Carat coins. */
export const caratCoinEndpoints = {
  getCaratCoins: {
    method: 'GET',
    path: '/carat-coins',
    summary: 'The signed-in shopper’s carat coins: balance, next expiry, terms and the latest ledger entries',
    auth: 'required',
    response: { 200: coinAccountResponseSchema, 401: e, 403: e, 429: e, 500: e },
  },
} as const satisfies Record<string, EndpointDefinition>;
