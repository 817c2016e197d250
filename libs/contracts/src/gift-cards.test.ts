import { describe, expect, it } from 'vitest';
import { giftCardBalanceBodySchema, giftCardCheckoutBodySchema, giftCardEndpoints, giftCardSummarySchema } from './gift-cards';
import * as contracts from './index';

const purchase = {
  design: 'gold',
  amount: 5000,
  recipient_name: 'Meera Iyer',
  recipient_email: 'meera@example.com',
  message: 'Happy Diwali!',
  payment_method: 'card',
};

describe('buying a gift card', () => {
  it('takes a design, an amount, the recipient and a message, paid through the provider', () => {
    expect(giftCardCheckoutBodySchema.parse(purchase)).toEqual(purchase);
    expect(giftCardCheckoutBodySchema.parse({ ...purchase, payment_method: 'upi' }).payment_method).toBe('upi');
    expect(giftCardCheckoutBodySchema.safeParse({ ...purchase, payment_method: 'cash' }).success).toBe(false);
    expect(giftCardCheckoutBodySchema.safeParse({ ...purchase, design: 'neon' }).success).toBe(false);
  });

  it('cannot be paid with another gift card', () => {
    const withCard = giftCardCheckoutBodySchema.safeParse({ ...purchase, gift_card_code: '3467-9ACD-EFGH-JKMN' });
    expect(withCard.success).toBe(false);
    expect(withCard.error?.issues[0]?.code).toBe('unrecognized_keys');
  });

  it('says what is wrong by the field', () => {
    const result = giftCardCheckoutBodySchema.safeParse({ ...purchase, recipient_name: 'M', recipient_email: 'meera', message: 'x'.repeat(301) });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['recipient_name', 'recipient_email', 'message']);
  });
});

describe('a gift card', () => {
  it('is only ever shown with its code masked', () => {
    expect(Object.keys(giftCardSummarySchema.shape)).toContain('masked_code');
    expect(Object.keys(giftCardSummarySchema.shape)).not.toContain('code');
  });

  it('balance checks take the code as typed', () => {
    expect(giftCardBalanceBodySchema.parse({ code: ' 3467-9acd-efgh-jkmn ' })).toEqual({ code: '3467-9acd-efgh-jkmn' });
    expect(giftCardBalanceBodySchema.safeParse({ code: '' }).success).toBe(false);
    expect(contracts.giftCardEndpoints).toBe(giftCardEndpoints);
  });
});
