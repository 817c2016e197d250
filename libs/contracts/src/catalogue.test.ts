import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  attributeListResponseSchema,
  attributeSchema,
  productIdParamsSchema,
  productImageSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productSchema,
  productSlugParamsSchema,
} from './catalogue';
import type { ParsedProductListQuery, ProductListQuery } from './catalogue';
import { sampleProduct } from './testing';

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('a product', () => {
  it('parses the product the API sends', () => {
    expect(productSchema.parse(sampleProduct())).toEqual(sampleProduct());
    expect(productResponseSchema.safeParse({ data: sampleProduct() }).success).toBe(true);
  });
  it('is only ever of item_type product', () => {
    const giftcard = sampleProduct({ item_type: 'giftcard' as 'product' });
    expect(paths(productSchema.safeParse(giftcard))).toEqual(['item_type']);
  });
  it('refuses a negative or fractional stock', () => {
    expect(paths(productSchema.safeParse(sampleProduct({ stock: -1 })))).toEqual(['stock']);
    expect(paths(productSchema.safeParse(sampleProduct({ stock: 1.5 })))).toEqual(['stock']);
  });
  it('refuses a price in paise-precision floats', () => {
    const product = sampleProduct();
    product.price_breakup.gst = 1_407.333;
    expect(paths(productSchema.safeParse(product))).toEqual(['price_breakup.gst']);
  });
  it('takes a signed round off, or none from an older answer', () => {
    const breakup = sampleProduct().price_breakup;
    expect(productSchema.safeParse(sampleProduct({ price_breakup: { ...breakup, round_off: -0.49 } })).success).toBe(true);
    expect(productSchema.safeParse(sampleProduct({ price_breakup: { ...breakup, round_off: 0.5 } })).success).toBe(true);
    const older: Partial<typeof breakup> = { ...breakup };
    delete older.round_off;
    expect(productSchema.safeParse({ ...sampleProduct(), price_breakup: older }).success).toBe(true);
    expect(paths(productSchema.safeParse(sampleProduct({ price_breakup: { ...breakup, round_off: 0.125 } })))).toEqual(['price_breakup.round_off']);
  });
  it('carries the diamonds of a studded piece, and none on a plain one', () => {
    expect(productSchema.parse(sampleProduct()).diamonds).toEqual({ colour: 'IJ', clarity: 'SI', carat: 0.17 });
    expect(productSchema.parse(sampleProduct({ diamonds: undefined })).diamonds).toBeUndefined();
    expect(paths(productSchema.safeParse(sampleProduct({ diamonds: { colour: 'IJ', clarity: 'SI', carat: 0 } })))).toEqual(['diamonds.carat']);
  });
  it('lists a page of products with its meta', () => {
    const page = { data: [sampleProduct()], meta: { current_page: 1, last_page: 2, per_page: 12, total: 13 } };
    expect(productListResponseSchema.parse(page)).toEqual(page);
    const corrected = { ...page, corrected_query: 'diamond ring' };
    expect(productListResponseSchema.parse(corrected)).toEqual(corrected);
  });
});

describe('attributes', () => {
  it('belong to one of the known groups', () => {
    const gold = { id: 4, name: 'gold', title: 'Gold', group: 'metal' };
    expect(attributeListResponseSchema.parse({ data: [gold] })).toEqual({ data: [gold] });
    expect(paths(attributeSchema.safeParse({ ...gold, group: 'colour' }))).toEqual(['group']);
    expect(paths(attributeSchema.safeParse({ ...gold, id: 0 }))).toEqual(['id']);
  });
});

describe('product images are site paths served through the image proxy', () => {
  const image = { alt: 'Ring', width: 800, height: 800 };
  it('accepts a root-relative path', () => {
    expect(productImageSchema.safeParse({ ...image, url: '/images/products/ring-1.png' }).success).toBe(true);
  });
  it.each([
    'https://cdn.example.com/ring.png',
    'images/ring.png',
    '//evil.example.com/ring.png',
    '/images/../secrets.txt',
    '/images/ring.png?w=1',
    '/images//ring.png',
  ])('refuses %s', (url) => {
    expect(paths(productImageSchema.safeParse({ ...image, url }))).toEqual(['url']);
  });
  it('refuses a zero width', () => {
    expect(paths(productImageSchema.safeParse({ ...image, url: '/a.png', width: 0 }))).toEqual(['width']);
  });
});

describe('the product list query as qs hands it to the server (docs/behaviour.md §7)', () => {
  it('defaults to page 1 of 12 products', () => {
    expect(productListQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
  });
  it('coerces page and per_page from strings', () => {
    expect(productListQuerySchema.parse({ page: '3', per_page: '24' })).toMatchObject({ page: 3, per_page: 24 });
  });
  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ per_page: '49' }, 'per_page'],
    [{ per_page: '0' }, 'per_page'],
  ])('refuses %o at %s', (query, path) => {
    expect(paths(productListQuerySchema.safeParse(query))).toEqual([path]);
  });
  it('reads filters[categories][slug][$eq]', () => {
    const parsed = productListQuerySchema.parse({ filters: { categories: { slug: { $eq: ' rings ' } } } });
    expect(parsed.filters?.categories?.slug?.$eq).toBe('rings');
  });
  it('reads filters[attributes][id][$in] as a list, a single value or a comma list, as numbers', () => {
    const ids = (value: unknown) =>
      productListQuerySchema.parse({ filters: { attributes: { id: { $in: value } } } }).filters?.attributes?.id?.$in;
    expect(ids(['1', '4'])).toEqual([1, 4]);
    expect(ids([2, 3])).toEqual([2, 3]);
    expect(ids('5')).toEqual([5]);
    expect(ids(6)).toEqual([6]);
    expect(ids('1,4')).toEqual([1, 4]);
  });
  it('refuses attribute ids that are not positive integers', () => {
    for (const bad of [['x'], ['0'], '1,,2', ['1.5']]) {
      const result = productListQuerySchema.safeParse({ filters: { attributes: { id: { $in: bad } } } });
      expect(paths(result)[0]).toMatch(/^filters\.attributes\.id\.\$in/);
    }
  });
  it('refuses more than 50 attribute ids', () => {
    const many = Array.from({ length: 51 }, (_, i) => String(i + 1));
    expect(productListQuerySchema.safeParse({ filters: { attributes: { id: { $in: many } } } }).success).toBe(false);
  });
  it('reads sort[] as a list and a single sort as a list of one', () => {
    expect(productListQuerySchema.parse({ sort: ['price:asc', 'name:desc'] }).sort).toEqual(['price:asc', 'name:desc']);
    expect(productListQuerySchema.parse({ sort: 'popularity:desc' }).sort).toEqual(['popularity:desc']);
  });
  it.each(['price', 'price:up', 'weight:asc', 'PRICE:ASC'])('refuses the sort %s', (sort) => {
    expect(paths(productListQuerySchema.safeParse({ sort }))).toEqual(['sort']);
  });
  it('trims the search text, drops a blank one and refuses one over 100 characters', () => {
    expect(productListQuerySchema.parse({ q: '  diamond ring ' }).q).toBe('diamond ring');
    expect(productListQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(paths(productListQuerySchema.safeParse({ q: 'a'.repeat(101) }))).toEqual(['q']);
  });
  it('reads a price band in whole rupees, either end alone or both, the ends included', () => {
    expect(productListQuerySchema.parse({ price_min: '25000', price_max: '50000' })).toMatchObject({ price_min: 25000, price_max: 50000 });
    expect(productListQuerySchema.parse({ price_max: '25000' }).price_min).toBeUndefined();
    expect(productListQuerySchema.parse({ price_min: 100000 }).price_min).toBe(100000);
    expect(productListQuerySchema.parse({ price_min: '0', price_max: '0' })).toMatchObject({ price_min: 0, price_max: 0 });
  });
  it.each([
    [{ price_min: '-1' }, 'price_min', 'Enter a price of ₹0 or more'],
    [{ price_max: '2.5' }, 'price_max', 'Enter the price in whole rupees'],
    [{ price_max: 'lots' }, 'price_max', 'Enter the price in whole rupees'],
    [{ price_min: '50000', price_max: '25000' }, 'price_max', 'Choose a highest price at or above the lowest'],
  ])('refuses the band %o at %s in plain words', (query, path, message) => {
    const result = productListQuerySchema.safeParse(query);
    expect(paths(result)).toEqual([path]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
  it('lets a caller send numbers and leave everything out, and hands the server defaults applied', () => {
    expectTypeOf<{ page: 2; per_page: 24; sort: ['price:asc'] }>().toExtend<ProductListQuery>();
    expectTypeOf<Record<string, never>>().toExtend<ProductListQuery>();
    expectTypeOf<ParsedProductListQuery['page']>().toEqualTypeOf<number>();
    expectTypeOf<ParsedProductListQuery['sort']>().toEqualTypeOf<
      `${'price' | 'name' | 'created_at' | 'popularity'}:${'asc' | 'desc'}`[] | undefined
    >();
  });
});

describe('product path parameters', () => {
  it('takes any non-empty slug, so an unknown one is a 404 rather than a validation error', () => {
    expect(productSlugParamsSchema.parse({ slug: 'Old_Slug' })).toEqual({ slug: 'Old_Slug' });
    expect(productSlugParamsSchema.safeParse({ slug: '' }).success).toBe(false);
  });
  it('coerces the id and refuses one that is not a positive integer', () => {
    expect(productIdParamsSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-3', 'abc', '4.2']) {
      expect(paths(productIdParamsSchema.safeParse({ id }))).toEqual(['id']);
    }
  });
});
