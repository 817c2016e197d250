import { describe, expect, it } from 'vitest';
import {
  bagItemSchema,
  cartAddBodySchema,
  cartRemoveBodySchema,
  cartResponseSchema,
  cartSyncBodySchema,
  checkAvailabilityBodySchema,
  checkAvailabilityResponseSchema,
} from './cart';
import type { BagItem } from './cart';
import { sampleBagItem, sampleCartItem } from './testing';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('adding to the cart sends item_id, item_type, quantity, name and price (docs/behaviour.md §7)', () => {
  it('accepts the item the storefront sends', () => {
    expect(cartAddBodySchema.parse(sampleCartItem())).toEqual(sampleCartItem());
  });
  it('requires every field', () => {
    expect(paths(cartAddBodySchema.safeParse({}))).toEqual(['item_id', 'item_type', 'quantity', 'name', 'price']);
  });
  it.each([
    [{ quantity: 0 }, 'quantity'],
    [{ quantity: 100 }, 'quantity'],
    [{ quantity: 1.5 }, 'quantity'],
    [{ item_id: -7 }, 'item_id'],
    [{ item_type: 'giftcard' }, 'item_type'],
    [{ name: '   ' }, 'name'],
    [{ price: 10.555 }, 'price'],
  ])('refuses %o', (override, path) => {
    expect(paths(cartAddBodySchema.safeParse({ ...sampleCartItem(), ...override }))).toEqual([path]);
  });
});

describe('removing from the cart names the item', () => {
  it('takes item_id and item_type', () => {
    const body = { item_id: 7, item_type: 'product' };
    expect(cartRemoveBodySchema.parse(body)).toEqual(body);
    expect(paths(cartRemoveBodySchema.safeParse({ item_id: '7', item_type: 'product' }))).toEqual(['item_id']);
  });
});

describe('the server cart', () => {
  it('has bag_items with the server price, the line total and the product', () => {
    const cart = { data: { bag_items: [sampleBagItem()], subtotal: 96_614, item_count: 2 } };
    expect(cartResponseSchema.parse(cart)).toEqual(cart);
  });
  it('keeps a line whose product is gone, with product null', () => {
    expect(bagItemSchema.safeParse(sampleBagItem({ product: null })).success).toBe(true);
  });
  it('requires the line total', () => {
    const withoutTotal: Partial<BagItem> = sampleBagItem();
    delete withoutTotal.line_total;
    expect(paths(bagItemSchema.safeParse(withoutTotal))).toEqual(['line_total']);
  });
});

describe('syncing the browser cart after login (docs/behaviour.md §4)', () => {
  it('sends the items as cart', () => {
    const body = { cart: [sampleCartItem(), sampleCartItem({ item_id: 8, quantity: 2 })] };
    expect(cartSyncBodySchema.parse(body)).toEqual(body);
    expect(cartSyncBodySchema.parse({ cart: [] })).toEqual({ cart: [] });
  });
  it('points at the bad line', () => {
    const result = cartSyncBodySchema.safeParse({ cart: [sampleCartItem(), sampleCartItem({ quantity: 0 })] });
    expect(paths(result)).toEqual(['cart.1.quantity']);
  });
  it('refuses more than 100 lines', () => {
    const cart = Array.from({ length: 101 }, (_, i) => sampleCartItem({ item_id: i + 1 }));
    expect(paths(cartSyncBodySchema.safeParse({ cart }))).toEqual(['cart']);
  });
});

describe('checking availability', () => {
  it('sends the item and quantity and gets is_available at the top level', () => {
    expect(checkAvailabilityBodySchema.safeParse({ item_id: 7, item_type: 'product', quantity: 1 }).success).toBe(true);
    expect(paths(checkAvailabilityBodySchema.safeParse({ item_id: 7, item_type: 'product' }))).toEqual(['quantity']);
    expect(checkAvailabilityResponseSchema.parse({ is_available: false })).toEqual({ is_available: false });
    expect(checkAvailabilityResponseSchema.safeParse({ data: { is_available: true } }).success).toBe(false);
  });
});
