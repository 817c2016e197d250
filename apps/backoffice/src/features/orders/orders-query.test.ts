import { describe, expect, it } from 'vitest';
import { refundAmountProblem } from './order-actions';
import { ordersQueryOf, sortParamsOf, tableSortOf } from './orders-query';

describe('the orders list address as the API query', () => {
  it('keeps the filters set, a known sort and the page', () => {
    const query = ordersQueryOf(new URLSearchParams('status=shipped&payment_method=cash&return=requested&from=2026-03-01&to=2026-03-02&q=%20asha%20&sort=total&direction=asc&page=3&junk=1'));
    expect(query).toEqual({ status: 'shipped', payment_method: 'cash', return: 'requested', from: '2026-03-01', to: '2026-03-02', q: 'asha', sort: 'total', direction: 'asc', page: 3, per_page: 25 });
  });

  it('falls back to newest first, page 1, for anything else', () => {
    expect(ordersQueryOf(new URLSearchParams('sort=name&direction=up&page=-4'))).toEqual({ sort: 'created_at', direction: 'desc', page: 1, per_page: 25 });
  });

  it('turns a table sort into the address and back', () => {
    expect(sortParamsOf({ column: 'total', direction: 'ascending' })).toEqual({ sort: 'total', direction: 'asc' });
    expect(sortParamsOf({ column: 'created_at', direction: 'descending' })).toEqual({ sort: undefined, direction: undefined });
    expect(tableSortOf({ sort: 'status', direction: 'asc' })).toEqual({ column: 'status', direction: 'ascending' });
  });
});

describe('a refund amount', () => {
  it('is whole rupees (or exactly what is left), above zero and at most what may go back', () => {
    expect(refundAmountProblem('48307', 48_307)).toBeNull();
    expect(refundAmountProblem('0.01', 0.01)).toBeNull();
    expect(refundAmountProblem('48307.01', 48_307)).toBe('At most ₹48,307 can be refunded now.');
    expect(refundAmountProblem('100.50', 48_307)).toBe('Enter the refund in whole rupees, without paise.');
    expect(refundAmountProblem('100.50', 100.5)).toBeNull();
    expect(refundAmountProblem('0', 10)).toBe('Enter an amount above ₹0.');
    expect(refundAmountProblem('1.234', 10)).toBe('Enter the amount in rupees, with at most 2 decimals.');
    expect(refundAmountProblem('ten', 10)).toBe('Enter the amount in rupees, with at most 2 decimals.');
  });
});
