import { describe, expect, it } from 'vitest';
import type { CartItem } from './local-cart';
import { mergeCarts } from './merge-carts';

const line = (item_id: number, quantity: number, extra: Partial<CartItem> = {}): CartItem => ({
  item_id,
  item_type: 'product',
  quantity,
  name: `Item ${item_id}`,
  price: 10,
  ...extra,
});

describe('docs/behaviour.md §4 sign-in syncs the local cart: nothing a guest added is lost', () => {
  it('keeps server-only lines and adds local-only lines after them', () => {
    expect(mergeCarts([line(2, 1)], [line(1, 1)])).toEqual([line(1, 1), line(2, 1)]);
  });
  it('keeps the larger quantity of a line in both carts, whichever side holds it', () => {
    expect(mergeCarts([line(1, 3), line(2, 1)], [line(1, 2), line(2, 4)])).toEqual([line(1, 3), line(2, 4)]);
  });
  it("keeps the server's name and price for a line in both carts", () => {
    const merged = mergeCarts([line(1, 1, { price: 8, name: 'Old' })], [line(1, 1, { price: 12 })]);
    expect(merged).toEqual([line(1, 1, { price: 12 })]);
  });
  it('tells lines of different types apart', () => {
    const card = line(1, 1, { item_type: 'giftcard' });
    expect(mergeCarts([card], [line(1, 1)])).toEqual([line(1, 1), card]);
  });
  it('strips the server fields that are not cart item fields', () => {
    const bagItem = { ...line(1, 1), line_total: 10, product: { slug: 'ring' } };
    expect(mergeCarts([], [bagItem])).toEqual([line(1, 1)]);
  });
  it('is empty when both carts are', () => {
    expect(mergeCarts([], [])).toEqual([]);
  });
});
