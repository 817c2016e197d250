import { COIN_LEDGER_LIMIT, type CoinAccount as CoinAccountWire, type CoinEntryKind } from '@aurelia/contracts';
import { fromMinorUnits, indiaDate, nextCoinExpiry } from '@aurelia/domain';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders } from '../db/schema/index';
import type { SettingsRepository } from '../settings/settings-plugin';
import { readCoinAccount } from './coin-ledger';
import { readCoinSettings, type CoinSettings } from './coin-settings';

/** The terms as the wire shows them. */
export function toCoinTerms(settings: CoinSettings): CoinAccountWire['terms'] {
  return {
    coins_per_100_rupees: settings.earn.coinsPer100,
    studded_coins_per_100_rupees: settings.earn.studdedCoinsPer100,
    coin_value: fromMinorUnits(settings.redeem.valueMinorPerCoin),
    max_redeem_percent: Math.floor(settings.redeem.maxShareBp / 100),
    expiry_months: settings.earn.expiryMonths,
  };
}

/** `GET /carat-coins`: one shopper's coins, read (and lazily expired) from their own ledger only. */
export class CoinAccountService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async account(userId: number): Promise<CoinAccountWire> {
    const settings = await readCoinSettings(this.settings);
    const { account, rows } = await this.db.transaction((tx) => readCoinAccount(tx, userId, indiaDate(this.now())));
    const latest = rows.slice(-COIN_LEDGER_LIMIT).reverse();
    const orderIds = [...new Set(latest.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
    const numbers =
      orderIds.length === 0
        ? new Map<number, string>()
        : new Map(
            (await this.db.select({ id: orders.id, number: orders.orderNumber }).from(orders).where(inArray(orders.id, orderIds))).map((row) => [
              row.id,
              row.number,
            ]),
          );
    return {
      balance: account.balance,
      balance_value: fromMinorUnits(account.balance * settings.redeem.valueMinorPerCoin),
      next_expiry: nextCoinExpiry(account),
      terms: toCoinTerms(settings),
      entries: latest.map((row) => ({
        id: row.id,
        kind: row.kind as CoinEntryKind,
        coins: row.coins,
        on: row.onDate,
        expires_on: row.kind === 'earned' || row.kind === 'returned' ? row.expiresOn : null,
        order_number: row.orderId === null ? null : (numbers.get(row.orderId) ?? null),
        created_at: row.createdAt.toISOString(),
      })),
      entry_count: rows.length,
    };
  }
}
