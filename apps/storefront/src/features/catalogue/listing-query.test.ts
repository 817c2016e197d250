import { describe, expect, it } from 'vitest';
import { isBanded, listingParams, listingSearch, parseListingQuery, priceBandLabel } from './listing-query';

const parse = (search: string) => parseListingQuery(new URLSearchParams(search));

describe('a listing’s price band in the address', () => {
  it('reads price_min and price_max in whole rupees and writes them back', () => {
    const query = parse('price_min=25000&price_max=50000&attr=3');
    expect(query).toMatchObject({ priceMin: 25_000, priceMax: 50_000, attributeIds: [3] });
    expect(isBanded(query)).toBe(true);
    expect(listingSearch(query)).toBe('?attr=3&price_min=25000&price_max=50000');
    expect(listingParams(query, 'rings')).toMatchObject({ category: 'rings', priceMin: 25_000, priceMax: 50_000 });
  });

  it('drops a malformed edge, keeps a zero one and reads a band written high to low', () => {
    expect(parse('price_min=-5&price_max=abc')).toMatchObject({ priceMin: null, priceMax: null });
    expect(parse('price_min=2.5&price_max=')).toMatchObject({ priceMin: null, priceMax: null });
    expect(parse('price_max=1000000001')).toMatchObject({ priceMax: null });
    expect(parse('price_min=0')).toMatchObject({ priceMin: 0, priceMax: null });
    expect(parse('price_min=50000&price_max=25000')).toMatchObject({ priceMin: 25_000, priceMax: 50_000 });
    expect(isBanded(parse('attr=3'))).toBe(false);
    expect(listingParams(parse(''))).not.toHaveProperty('priceMin');
    expect(listingSearch(parse(''))).toBe('');
  });

  it('names a band as the menus do', () => {
    expect(priceBandLabel(null, 25_000)).toBe('Under ₹25,000');
    expect(priceBandLabel(0, 25_000)).toBe('Under ₹25,000');
    expect(priceBandLabel(25_000, 50_000)).toBe('₹25,000–₹50,000');
    expect(priceBandLabel(100_000, null)).toBe('₹1,00,000 and above');
    expect(priceBandLabel(null, null)).toBe('Any price');
  });
});

describe('a search in the address', () => {
  it('is read as one line of plain text: a right-to-left override, an isolate or a line break is a space', () => {
    expect(parse('q=%E2%80%AEgnir%20dlog').q).toBe('gnir dlog');
    expect(parse('q=gold%E2%81%A6ring%0A%0Dband%09').q).toBe('gold ring band');
    expect(parse('q=%20%20diamond%20%20%20solitaire%20').q).toBe('diamond solitaire');
    expect(parse('q=आशा%20कुमार').q).toBe('आशा कुमार');
    expect(parse(`q=${'a'.repeat(300)}`).q).toHaveLength(100);
  });
});
