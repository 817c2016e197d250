import { describe, expect, it } from 'vitest';
import { CUSTOM_AMOUNT, GIFT_CARD_DENOMINATIONS, chosenGiftCardAmount } from './gift-card-amount';

describe('the amount of a gift card a buyer chose', () => {
  it('offers the shop’s fixed amounts, ₹1,000 to ₹25,000', () => {
    expect(GIFT_CARD_DENOMINATIONS).toEqual([1000, 2000, 5000, 10000, 25000]);
    expect(chosenGiftCardAmount('5000', '')).toEqual({ amount: 5000 });
  });

  it('takes another amount from ₹500 to ₹1,00,000 in steps of ₹100, typed with or without ₹ and commas', () => {
    expect(chosenGiftCardAmount(CUSTOM_AMOUNT, '₹1,500')).toEqual({ amount: 1500 });
    expect(chosenGiftCardAmount(CUSTOM_AMOUNT, '100000')).toEqual({ amount: 100000 });
  });

  it('says why in the shop’s words when the amount is not sold', () => {
    expect(chosenGiftCardAmount(CUSTOM_AMOUNT, '')).toEqual({ error: 'Enter an amount in rupees.' });
    expect(chosenGiftCardAmount(CUSTOM_AMOUNT, 'ten')).toEqual({ error: 'Enter an amount in rupees.' });
    expect(chosenGiftCardAmount(CUSTOM_AMOUNT, '400')).toEqual({ error: 'The smallest gift card is ₹500.' });
    expect(chosenGiftCardAmount(CUSTOM_AMOUNT, '100100')).toEqual({ error: 'The largest gift card is ₹1,00,000.' });
    expect(chosenGiftCardAmount(CUSTOM_AMOUNT, '550')).toEqual({ error: 'Choose an amount in steps of ₹100.' });
  });
});
