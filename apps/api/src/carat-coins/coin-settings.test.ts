import { describe, expect, it } from 'vitest';
import { COIN_SETTING_KEYS as K, coinSettingsFrom } from './coin-settings';

const DEFAULTS = {
  earn: { coinsPer100: 1, studdedCoinsPer100: 2, expiryMonths: 12 },
  redeem: { valueMinorPerCoin: 100, maxShareBp: 1_000 },
};

describe('carat coin terms from settings', () => {
  it('reads each term', () => {
    expect(
      coinSettingsFrom({
        [K.coinsPer100]: '2',
        [K.studdedCoinsPer100]: '5',
        [K.coinValueRupees]: '0.5',
        [K.maxRedeemPercent]: '25',
        [K.expiryMonths]: '6',
      }),
    ).toEqual({ earn: { coinsPer100: 2, studdedCoinsPer100: 5, expiryMonths: 6 }, redeem: { valueMinorPerCoin: 50, maxShareBp: 2_500 } });
  });

  it('falls back to the default of each missing or invalid value on its own', () => {
    expect(coinSettingsFrom({})).toEqual(DEFAULTS);
    expect(
      coinSettingsFrom({
        [K.coinsPer100]: 'one',
        [K.studdedCoinsPer100]: '2.5',
        [K.coinValueRupees]: '0',
        [K.maxRedeemPercent]: '101',
        [K.expiryMonths]: '0',
      }),
    ).toEqual(DEFAULTS);
    expect(coinSettingsFrom({ [K.coinValueRupees]: '1.005' }).redeem.valueMinorPerCoin).toBe(100);
  });

  it('never lets studded pieces earn less than plain ones', () => {
    expect(coinSettingsFrom({ [K.coinsPer100]: '3', [K.studdedCoinsPer100]: '1' }).earn.studdedCoinsPer100).toBe(3);
  });
});
