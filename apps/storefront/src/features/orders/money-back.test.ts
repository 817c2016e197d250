import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../../test/order-fixtures';
import { moneyBackOnCancel } from './money-back';

describe('where the money of a cancelled order goes', () => {
  it('says a card payment goes back to the card through the provider in 5–7 working days', () => {
    expect(moneyBackOnCancel(sampleOrder({ payment_method: 'card', payment_status: 'paid', amount_due: 48_307 }))).toEqual([
      '₹48,307 goes back to the card you paid with, through our payment provider, within 5–7 working days.',
    ]);
  });

  it('gives each way it was paid its own sentence: the provider, the gift card, the coins', () => {
    const lines = moneyBackOnCancel(sampleOrder({ payment_method: 'bank', payment_status: 'paid', amount_due: 30_000, gift_card: 10_000, carat_coins: 1_200 }));
    expect(lines).toEqual([
      '₹30,000 goes back to the bank account you paid from, through our payment provider, within 5–7 working days.',
      '₹10,000 goes back on your gift card straight away.',
      '1,200 carat coins go back to your balance straight away.',
    ]);
  });

  it('owes nothing for cash not yet paid, nor for a provider payment that never went through', () => {
    expect(moneyBackOnCancel(sampleOrder({ payment_method: 'cash', payment_status: 'due', amount_due: 5_000 }))).toEqual(['Nothing is taken for the ₹5,000 you would have paid in cash.']);
    expect(moneyBackOnCancel(sampleOrder({ payment_method: 'wallet', payment_status: 'pending', amount_due: 5_000 }))[0]).toMatch(/^Nothing has been paid by wallet yet/);
    expect(moneyBackOnCancel(sampleOrder({ payment_method: 'upi', payment_status: 'pending', amount_due: 5_000 }))[0]).toMatch(/^Nothing has been paid by UPI yet/);
    expect(moneyBackOnCancel(sampleOrder({ payment_method: 'bank', payment_status: 'failed', amount_due: 5_000 }))[0]).toMatch(/^Nothing has been paid by net banking yet/);
    expect(moneyBackOnCancel(sampleOrder({ payment_method: 'card', payment_status: 'paid', amount_due: 0, gift_card: 48_307 }))).toEqual([
      '₹48,307 goes back on your gift card straight away.',
    ]);
  });
});
