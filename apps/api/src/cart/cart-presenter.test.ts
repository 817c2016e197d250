import { sampleProduct } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { toCartData, UNAVAILABLE_PRODUCT_NAME, type PricedCartLine } from './cart-presenter';

const priced = (itemId: number, quantity: number, priceMinor: number): PricedCartLine => ({
  itemId,
  itemType: 'product',
  quantity,
  product: { name: `Piece ${itemId}`, priceMinor, details: sampleProduct({ id: itemId, item_id: itemId }) },
});

describe('the server cart totals price × quantity in paise (docs/architecture.md "Deliberate departures")', () => {
  it('prices each line at the unit price times its quantity, and sums lines and quantities', () => {
    const cart = toCartData([priced(1, 3, 1999), priced(2, 1, 4_830_710)]);
    expect(cart.bag_items.map((item) => [item.price, item.line_total])).toEqual([
      [19.99, 59.97],
      [48_307.1, 48_307.1],
    ]);
    expect(cart.subtotal).toBe(48_367.07);
    expect(cart.item_count).toBe(4);
  });

  it('carries no floating-point error where rupee arithmetic would', () => {
    const cart = toCartData([priced(1, 1, 10), priced(2, 1, 20)]);
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(cart.subtotal).toBe(0.3);
  });

  it('keeps a line whose product is gone, unpriced, with product null', () => {
    const cart = toCartData([{ itemId: 9, itemType: 'product', quantity: 2, product: null }, priced(1, 1, 500)]);
    expect(cart.bag_items[0]).toEqual({
      item_id: 9,
      item_type: 'product',
      quantity: 2,
      name: UNAVAILABLE_PRODUCT_NAME,
      price: 0,
      line_total: 0,
      product: null,
    });
    expect(cart.subtotal).toBe(5);
    expect(cart.item_count).toBe(3);
  });

  it('is empty for no lines', () => {
    expect(toCartData([])).toEqual({ bag_items: [], subtotal: 0, item_count: 0 });
  });
});
