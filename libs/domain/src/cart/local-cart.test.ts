import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  cartItemKey,
  emptyLocalCart,
  productKey,
  type CartItem,
  type CartProductDetails,
  type LocalCart,
} from './local-cart';

describe('docs/behaviour.md §3 local cart: products, items and stock', () => {
  it('starts empty', () => {
    expect(emptyLocalCart()).toEqual({ products: [], items: [], stock: {} });
  });
  it('keys a line by item type and id, without collisions between types ending in digits', () => {
    expect(cartItemKey({ item_id: 12, item_type: 'product' })).toBe('product:12');
    expect(cartItemKey({ item_id: 2, item_type: 'a1' })).not.toBe(cartItemKey({ item_id: 12, item_type: 'a' }));
  });
  it('keys product details like their line, a missing type meaning "product"', () => {
    expect(productKey({ item_id: 12 })).toBe('product:12');
    expect(productKey({ item_id: 12, item_type: 'giftcard' })).toBe('giftcard:12');
  });
});

describe('type test: LocalCart is generic over the product details it keeps', () => {
  interface Product {
    item_id: number;
    item_type?: string;
    slug: string;
  }
  it('carries the product type through to its products', () => {
    expectTypeOf<LocalCart<Product>['products']>().toEqualTypeOf<Product[]>();
    expectTypeOf<LocalCart<Product>['items']>().toEqualTypeOf<CartItem[]>();
    expectTypeOf(emptyLocalCart<Product>()).toEqualTypeOf<LocalCart<Product>>();
  });
  it('requires product details to carry an item id', () => {
    expectTypeOf<Product>().toExtend<CartProductDetails>();
    expectTypeOf<{ slug: string }>().not.toExtend<CartProductDetails>();
    // @ts-expect-error details without item_id cannot be kept in a cart
    expectTypeOf<LocalCart<{ slug: string }>>().not.toBeNever();
  });
});
