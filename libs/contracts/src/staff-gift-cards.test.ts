import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { counterGiftCardBodySchema, issuedGiftCardSchema, staffGiftCardEndpoints, staffGiftCardRedeemBodySchema, staffGiftCardSchema } from './staff-gift-cards';

const counterSale = {
  design: 'plum',
  amount: 2000,
  recipient_name: 'Farah Khan',
  recipient_email: 'farah@example.com',
  message: null,
  payment_method: 'cash',
};

describe('issuing a gift card at the counter', () => {
  it('is paid in cash (a receipt number is optional) or on the card terminal (its reference is required)', () => {
    expect(counterGiftCardBodySchema.parse(counterSale)).toEqual(counterSale);
    expect(counterGiftCardBodySchema.parse({ ...counterSale, payment_reference: ' R-1042 ' }).payment_reference).toBe('R-1042');
    const noSlip = counterGiftCardBodySchema.safeParse({ ...counterSale, payment_method: 'card_terminal' });
    expect(noSlip.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([['payment_reference', 'Enter the card terminal’s reference from the slip']]);
    expect(counterGiftCardBodySchema.safeParse({ ...counterSale, payment_method: 'card_terminal', payment_reference: 'TID 55/0091' }).success).toBe(true);
    expect(counterGiftCardBodySchema.safeParse({ ...counterSale, payment_method: 'card' }).success).toBe(false);
  });

  it('answers the code once; a resend answers null', () => {
    expect(issuedGiftCardSchema.shape.code.safeParse(null).success).toBe(true);
  });
});

describe('a gift card at the counter', () => {
  it('is shown masked, with where it came from and its ledger', () => {
    expect(Object.keys(staffGiftCardSchema.shape)).toEqual(expect.arrayContaining(['masked_code', 'source', 'history']));
    expect(Object.keys(staffGiftCardSchema.shape)).not.toContain('code');
  });

  it('is redeemed for a positive amount with the bill’s reference', () => {
    const redemption = { code: '3467-9ACD-EFGH-JKMN', amount: 1250.5, reference: 'BILL-77' };
    expect(staffGiftCardRedeemBodySchema.parse(redemption)).toEqual(redemption);
    const wrong = staffGiftCardRedeemBodySchema.safeParse({ code: '3467', amount: 0, reference: '<b>' });
    expect(wrong.error?.issues.map((issue) => issue.path[0])).toEqual(['amount', 'reference']);
  });

  it('keeps codes out of URLs: every call is a POST with the code in the body', () => {
    expect(Object.values(staffGiftCardEndpoints).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /staff/giftcards',
      'POST /staff/giftcards/lookup',
      'POST /staff/giftcards/redeem',
    ]);
    expect(contracts.staffGiftCardEndpoints).toBe(staffGiftCardEndpoints);
  });
});
