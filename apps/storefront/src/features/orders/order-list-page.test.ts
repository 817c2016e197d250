import { describe, expect, it } from 'vitest';
import { hasInvoice } from '../../shared/order-labels';
import { orderListPage } from './order-list-page';

describe('the page of the order list asked for by ?page=', () => {
  it('is 1 without a page, the number for a whole number from 1, and null (start again) otherwise', () => {
    expect(orderListPage(null)).toBe(1);
    expect(orderListPage('')).toBe(1);
    expect(orderListPage('3')).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'abc', '01', '99999999']) expect(orderListPage(bad), bad).toBeNull();
  });
});

describe('the tax invoice of an order', () => {
  it('exists once the order is confirmed, not while it waits for payment nor after a cancellation', () => {
    expect(hasInvoice({ status: 'confirmed' })).toBe(true);
    expect(hasInvoice({ status: 'pending_payment' })).toBe(false);
    expect(hasInvoice({ status: 'cancelled' })).toBe(false);
  });
});
