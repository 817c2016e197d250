import { describe, expect, it } from 'vitest';
import { addressBodySchema, addressEndpoints, pinCodeSchema } from './addresses';
import {
  checkoutBodySchema,
  checkoutEndpoints,
  checkoutHeadersSchema,
  checkoutSummaryBodySchema,
  checkoutSummaryQuerySchema,
  checkoutSummarySchema,
  orderListQuerySchema,
  orderSchema,
} from './checkout';
import { successStatus } from './endpoints';
import * as contracts from './index';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('an Indian PIN code', () => {
  it.each(['560001', '110001', '999999'])('accepts %s', (pin) => {
    expect(pinCodeSchema.parse(pin)).toBe(pin);
  });
  it.each(['012345', '56001', '5600011', '56O001', '', '560 001'])('refuses %o', (pin) => {
    expect(pinCodeSchema.safeParse(pin).success).toBe(false);
  });
});

describe('a delivery address', () => {
  const home = { name: 'Asha', phone: '9876543210', line1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' };
  it('needs a name, phone, first line, city, state and PIN code; the second line and default are optional', () => {
    expect(addressBodySchema.parse(home)).toEqual(home);
    expect(paths(addressBodySchema.safeParse({}))).toEqual(['name', 'phone', 'line1', 'city', 'state', 'pincode']);
  });
});

describe('placing an order', () => {
  it('may name a gift card as printed, trimmed; an empty code is refused on its field', () => {
    const body = { fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'card', gift_card_code: ' 3467-9acd-efgh-jkmn ' };
    expect(checkoutBodySchema.parse(body).gift_card_code).toBe('3467-9acd-efgh-jkmn');
    expect(paths(checkoutBodySchema.safeParse({ ...body, gift_card_code: ' ' }))).toEqual(['gift_card_code']);
  });

  it('delivers to a saved address or is picked up at a store, paid by card, bank, wallet or cash', () => {
    expect(checkoutBodySchema.parse({ fulfilment: 'delivery', address_id: 3, payment_method: 'card' })).toEqual({
      fulfilment: 'delivery',
      address_id: 3,
      payment_method: 'card',
    });
    expect(checkoutBodySchema.safeParse({ fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'cash' }).success).toBe(true);
  });
  it('names the missing destination', () => {
    expect(paths(checkoutBodySchema.safeParse({ fulfilment: 'delivery', payment_method: 'card' }))).toEqual(['address_id']);
    expect(paths(checkoutBodySchema.safeParse({ fulfilment: 'pickup', payment_method: 'card' }))).toEqual(['store']);
    expect(paths(checkoutBodySchema.safeParse({ fulfilment: 'pickup', store: 'x', payment_method: 'cheque' }))).toEqual([
      'payment_method',
    ]);
  });
  it('takes an Idempotency-Key of 8 to 100 visible characters and keeps the other headers', () => {
    const headers = { 'idempotency-key': 'a1b2c3d4', authorization: 'Bearer t' };
    expect(checkoutHeadersSchema.parse(headers)).toEqual(headers);
    for (const key of ['short', 'x'.repeat(101), 'with spaces in it']) {
      expect(paths(checkoutHeadersSchema.safeParse({ 'idempotency-key': key })), key).toEqual(['idempotency-key']);
    }
    expect(paths(checkoutHeadersSchema.safeParse({}))).toEqual(['idempotency-key']);
  });
  it('answers 201 the first time and declares the 200 of a replay', () => {
    expect(successStatus(checkoutEndpoints.placeOrder)).toBe(201);
    expect(checkoutEndpoints.placeOrder.response[200]).toBe(checkoutEndpoints.placeOrder.response[201]);
  });
});

describe('queries', () => {
  it('price for delivery unless told otherwise', () => {
    expect(checkoutSummaryQuerySchema.parse({})).toEqual({ fulfilment: 'delivery', coins: 0 });
  });
  it('page orders 10 at a time by default, at most 50', () => {
    expect(orderListQuerySchema.parse({})).toEqual({ page: 1, per_page: 10 });
    expect(orderListQuerySchema.parse({ page: '2', per_page: '50' })).toEqual({ page: 2, per_page: 50 });
    expect(orderListQuerySchema.safeParse({ per_page: '51' }).success).toBe(false);
  });
});

describe('previewing a gift card in the summary', () => {
  it('takes the code in the body, trimmed, with the summary’s choices defaulted', () => {
    expect(checkoutSummaryBodySchema.parse({ gift_card_code: ' 3467-9acd-efgh-jkmn ' })).toEqual({
      fulfilment: 'delivery',
      coins: 0,
      gift_card_code: '3467-9acd-efgh-jkmn',
    });
    expect(checkoutSummaryBodySchema.parse({ fulfilment: 'pickup', store: 'mumbai-bandra', coins: 40 })).toEqual({
      fulfilment: 'pickup',
      store: 'mumbai-bandra',
      coins: 40,
    });
  });
  it('refuses an empty code, a negative or fractional coin count and an unknown fulfilment by their fields', () => {
    expect(paths(checkoutSummaryBodySchema.safeParse({ gift_card_code: '  ' }))).toEqual(['gift_card_code']);
    expect(paths(checkoutSummaryBodySchema.safeParse({ coins: -1 }))).toEqual(['coins']);
    expect(paths(checkoutSummaryBodySchema.safeParse({ coins: 1.5 }))).toEqual(['coins']);
    expect(paths(checkoutSummaryBodySchema.safeParse({ fulfilment: 'drone' }))).toEqual(['fulfilment']);
  });
  it('is a POST to the summary’s path, and the summary says what the card pays and keeps, or null', () => {
    expect(checkoutEndpoints.previewCheckoutSummary).toMatchObject({ method: 'POST', path: checkoutEndpoints.getCheckoutSummary.path });
    expect(successStatus(checkoutEndpoints.previewCheckoutSummary)).toBe(200);
    const card = checkoutSummarySchema.shape.gift_card;
    expect(card.parse(null)).toBeNull();
    const preview = { masked_code: '••••-••••-••••-JKMN', last4: 'JKMN', balance: 2000, applied: 1500.5, balance_after: 499.5 };
    expect(card.parse(preview)).toEqual(preview);
    expect(card.safeParse({ ...preview, applied: -1 }).success).toBe(false);
  });
});

describe('an order', () => {
  it('says what a gift card and carat coins paid and what is left to pay', () => {
    expect(Object.keys(orderSchema.shape)).toEqual(expect.arrayContaining(['gift_card', 'carat_coins', 'carat_coins_value', 'amount_due']));
  });
});

describe('the public entry point', () => {
  it('exports the checkout and address endpoints', () => {
    expect(contracts.checkoutEndpoints).toBe(checkoutEndpoints);
    expect(contracts.addressEndpoints).toBe(addressEndpoints);
  });
});
