import { describe, expect, it } from 'vitest';
import type { EndpointDefinition } from './endpoints';
import { sampleProduct } from './testing';
import { wishlistEndpoints, wishlistItemBodySchema, wishlistResponseSchema } from './wishlist';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('adding to and removing from the wishlist names the item', () => {
  it('takes item_id and item_type', () => {
    const body = { item_id: 7, item_type: 'product' };
    expect(wishlistItemBodySchema.parse(body)).toEqual(body);
  });
  it('requires both fields', () => {
    expect(paths(wishlistItemBodySchema.safeParse({}))).toEqual(['item_id', 'item_type']);
  });
  it.each([
    [{ item_id: '7' }, 'item_id'],
    [{ item_id: 0 }, 'item_id'],
    [{ item_id: 1.5 }, 'item_id'],
    [{ item_type: 'giftcard' }, 'item_type'],
  ])('refuses %o', (override, path) => {
    expect(paths(wishlistItemBodySchema.safeParse({ item_id: 7, item_type: 'product', ...override }))).toEqual([path]);
  });
});

describe('the wishlist', () => {
  it('is a data list of products', () => {
    const body = { data: [sampleProduct(), sampleProduct({ id: 8, item_id: 8, slug: 'second-ring' })] };
    expect(wishlistResponseSchema.parse(body)).toEqual(body);
    expect(wishlistResponseSchema.parse({ data: [] })).toEqual({ data: [] });
  });
  it('refuses a list item that is not a product', () => {
    expect(wishlistResponseSchema.safeParse({ data: [{ item_id: 7, item_type: 'product' }] }).success).toBe(false);
  });
});

describe('the wishlist endpoints', () => {
  it('are declared for signed-in users only, as the /user/wishlist guard requires (docs/behaviour.md §5)', () => {
    const declared: Record<string, EndpointDefinition> = wishlistEndpoints;
    expect(Object.values(declared).map(({ method, path, auth }) => `${method} ${path} ${auth}`)).toEqual([
      'GET /wishlist required',
      'POST /wishlist/add required',
      'POST /wishlist/remove required',
    ]);
    for (const endpoint of Object.values(declared)) expect(endpoint.response[401]).toBeDefined();
  });
  it('answers an unknown product with 404 on add only', () => {
    expect(wishlistEndpoints.addToWishlist.response[404]).toBeDefined();
    expect('404' in wishlistEndpoints.removeFromWishlist.response).toBe(false);
  });
});
