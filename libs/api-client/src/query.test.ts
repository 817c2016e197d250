import { describe, expect, it } from 'vitest';
import { PRODUCTS_PER_PAGE } from '@aurelia/domain';
import { encodeProductQuery } from './query';

/** `key=value` pairs with keys and values percent-decoded, as the server's query parser sees them. */
function decoded(query: string): string[] {
  return query.split('&').map((pair) => decodeURIComponent(pair));
}

describe('product list query (docs/behaviour.md §7)', () => {
  it('encodes every parameter in the bracket syntax of the original client', () => {
    const query = encodeProductQuery({
      category: 'rings',
      attributeIds: [3, 7],
      sort: ['price:asc'],
      page: 2,
      perPage: 12,
      q: 'rose gold',
      priceMin: 25_000,
      priceMax: 50_000,
    });
    expect(decoded(query)).toEqual([
      'filters[categories][slug][$eq]=rings',
      'filters[attributes][id][$in][0]=3',
      'filters[attributes][id][$in][1]=7',
      'sort[0]=price:asc',
      'page=2',
      'per_page=12',
      'q=rose gold',
      'price_min=25000',
      'price_max=50000',
    ]);
  });

  it('keeps brackets and $ literal in keys and percent-encodes values', () => {
    const query = encodeProductQuery({ category: 'rings & bands', sort: ['price:asc', 'name:desc'], q: 'a+b=c' });
    expect(query.split('&')).toEqual([
      'filters[categories][slug][$eq]=rings%20%26%20bands',
      'sort[0]=price%3Aasc',
      'sort[1]=name%3Adesc',
      'per_page=12',
      'q=a%2Bb%3Dc',
    ]);
  });

  it('sends only per_page, at the default of 12, when nothing else is asked', () => {
    expect(encodeProductQuery()).toBe(`per_page=${PRODUCTS_PER_PAGE}`);
    expect(encodeProductQuery({})).toBe('per_page=12');
  });

  it('leaves out empty lists, blank strings and blank sort keys', () => {
    expect(encodeProductQuery({ category: ' ', attributeIds: [], sort: ['', ' name:asc '], q: '   ' })).toBe(
      'sort[0]=name%3Aasc&per_page=12',
    );
  });

  it('sends either end of a price band alone, a zero one too', () => {
    expect(encodeProductQuery({ priceMax: 25_000 })).toBe('per_page=12&price_max=25000');
    expect(encodeProductQuery({ priceMin: 0 })).toBe('per_page=12&price_min=0');
  });

  it('sends page 1 and a custom page size when given', () => {
    expect(encodeProductQuery({ page: 1, perPage: 24 })).toBe('page=1&per_page=24');
  });
});
