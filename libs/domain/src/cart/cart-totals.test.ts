import { describe, expect, it } from 'vitest';
import { cartQuantity, cartTotal, cartTotalMinor } from './cart-totals';

describe('docs/behaviour.md §9 cart total, departed from on purpose: Σ price × quantity (docs/architecture.md)', () => {
  it('counts the quantity of each line, not each price once', () => {
    const items = [
      { price: 19.99, quantity: 3 },
      { price: 5, quantity: 1 },
    ];
    expect(cartTotal(items)).toBe(64.97);
    expect(cartTotalMinor(items)).toBe(6497);
  });
  it('is zero for an empty cart', () => {
    expect(cartTotal([])).toBe(0);
  });
});

describe('docs/behaviour.md §9 cart total is rounded to 2 decimals', () => {
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(
      cartTotal([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
  });
  it('stays exact over many lines and large quantities', () => {
    const items = Array.from({ length: 10 }, () => ({ price: 0.1, quantity: 7 }));
    expect(cartTotal(items)).toBe(7);
    expect(cartTotal([{ price: 1234567.89, quantity: 3 }])).toBe(3703703.67);
  });
  it('rounds a price with more than 2 decimals to the paisa', () => {
    expect(cartTotal([{ price: 1.005, quantity: 2 }])).toBe(2.02);
  });
});

describe('cart badge: the number of pieces is the sum of the quantities', () => {
  it('adds quantities across lines', () => {
    expect(cartQuantity([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
    expect(cartQuantity([])).toBe(0);
  });
});
