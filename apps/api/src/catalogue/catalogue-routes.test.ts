import type { Attribute, Category, Product, ProductListResponse } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app';
import { required } from '../required';

let app: FastifyInstance;
let attributes: Attribute[];
let categories: Category[];

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function list(query: string): Promise<ProductListResponse> {
  const { status, body } = await get(`/api/v1/products?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ProductListResponse;
}

/** Every product matching `query`, across pages. */
async function listAll(query: string): Promise<Product[]> {
  const first = await list(`${query}&per_page=48`);
  const rest = [];
  for (let page = 2; page <= first.meta.last_page; page++) rest.push(...(await list(`${query}&per_page=48&page=${page}`)).data);
  return [...first.data, ...rest];
}

function attributeId(group: string, name: string): number {
  const found = attributes.find((a) => a.group === group && a.name === name);
  if (!found) throw new Error(`no attribute ${group}:${name}`);
  return found.id;
}

const has = (product: Product, id: number) => product.attributes.some((a) => a.id === id);

beforeAll(async () => {
  ({ app } = await buildTestApp());
  attributes = (await get('/api/v1/attributes')).body.data;
  categories = (await get('/api/v1/categories')).body.data;
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/v1/products', () => {
  it('lists 12 products per page with the pagination meta', async () => {
    const { data, meta } = await list('');
    expect(data).toHaveLength(12);
    expect(meta.current_page).toBe(1);
    expect(meta.per_page).toBe(12);
    expect(meta.total).toBeGreaterThanOrEqual(240);
    expect(meta.last_page).toBe(Math.ceil(meta.total / 12));
    expect(data[0]).toMatchObject({ item_type: 'product', item_id: data[0]?.id });
  });

  it('filters by category slug, as the category page asks', async () => {
    const rings = required(categories.find((c) => c.slug === 'rings'), 'rings');
    const { data, meta } = await list('filters[categories][slug][$eq]=rings&page=1&per_page=12');
    expect(data).toHaveLength(12);
    expect(meta.total).toBe(rings.product_count);
    for (const product of data) expect(product.categories.map((c) => c.slug)).toContain('rings');
  });

  it('returns an empty page for an unknown category, and for a page past the last', async () => {
    expect((await list('filters[categories][slug][$eq]=tiaras')).meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 12,
      total: 0,
    });
    const past = await list('filters[categories][slug][$eq]=rings&page=99');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBeGreaterThan(0);
    expect(past.meta.current_page).toBe(99);
  });

  it('accepts per_page up to 48 and pages through without repeats', async () => {
    const { data, meta } = await list('per_page=48');
    expect(data).toHaveLength(48);
    const all = await listAll('sort[]=price:asc');
    expect(all).toHaveLength(meta.total);
    expect(new Set(all.map((p) => p.id)).size).toBe(meta.total);
  });

  it('accepts the array forms of $in alike: [$in][0]=, [$in][]= and a comma list', async () => {
    const diamond = attributeId('stone', 'diamond');
    const ruby = attributeId('stone', 'ruby');
    const indexed = await list(`filters[attributes][id][$in][0]=${diamond}&filters[attributes][id][$in][1]=${ruby}`);
    const bracketed = await list(`filters[attributes][id][$in][]=${diamond}&filters[attributes][id][$in][]=${ruby}`);
    const comma = await list(`filters[attributes][id][$in]=${diamond},${ruby}`);
    expect(bracketed).toEqual(indexed);
    expect(comma).toEqual(indexed);
    expect(indexed.meta.total).toBeGreaterThan(0);
  });

  it('ORs attribute ids within a group and ANDs across groups', async () => {
    const yellow = attributeId('metal', 'yellow-gold');
    const rose = attributeId('metal', 'rose-gold');
    const diamond = attributeId('stone', 'diamond');
    const onlyYellow = await listAll(`filters[attributes][id][$in][]=${yellow}`);
    const onlyRose = await listAll(`filters[attributes][id][$in][]=${rose}`);
    const either = await listAll(`filters[attributes][id][$in][]=${yellow}&filters[attributes][id][$in][]=${rose}`);
    expect(either.length).toBe(onlyYellow.length + onlyRose.length);
    for (const product of either) expect(has(product, yellow) || has(product, rose)).toBe(true);

    const yellowDiamonds = await listAll(`filters[attributes][id][$in][]=${yellow}&filters[attributes][id][$in][]=${diamond}`);
    expect(yellowDiamonds.length).toBeGreaterThan(0);
    expect(yellowDiamonds.length).toBeLessThan(onlyYellow.length);
    for (const product of yellowDiamonds) expect(has(product, yellow) && has(product, diamond)).toBe(true);
    const expected = onlyYellow.filter((p) => has(p, diamond)).map((p) => p.id);
    expect(yellowDiamonds.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
  });

  it('combines the category and attribute filters', async () => {
    const platinum = attributeId('metal', 'platinum');
    const rings = await listAll(`filters[categories][slug][$eq]=rings&filters[attributes][id][$in][]=${platinum}`);
    expect(rings.length).toBeGreaterThan(0);
    for (const product of rings) {
      expect(product.categories.map((c) => c.slug)).toContain('rings');
      expect(has(product, platinum)).toBe(true);
    }
  });

  it('lists only the pieces of a price band, ends included, with a total that counts them all', async () => {
    const everything = await listAll('sort[]=price:asc');
    const within = (min: number, max: number) => everything.filter((p) => p.price >= min && p.price <= max).map((p) => p.id);
    const band = await listAll('price_min=25000&price_max=50000&sort[]=price:asc');
    expect(band.length).toBeGreaterThan(0);
    expect(band.map((p) => p.id)).toEqual(within(25_000, 50_000));
    expect((await list('price_min=25000&price_max=50000')).meta.total).toBe(band.length);
    expect((await list('price_max=25000')).meta.total).toBe(within(0, 25_000).length);
    expect((await list('price_min=100000')).meta.total).toBe(within(100_000, Infinity).length);
    // A band narrower than any price gap still answers, empty.
    expect((await list('price_min=1&price_max=1')).meta.total).toBe(everything.filter((p) => p.price === 1).length);
  });

  it('combines a price band with the category, attribute and search filters', async () => {
    const rings = await listAll('filters[categories][slug][$eq]=rings');
    const ringsInBand = await listAll('filters[categories][slug][$eq]=rings&price_max=50000');
    expect(ringsInBand.length).toBeGreaterThan(0);
    expect(new Set(ringsInBand.map((p) => p.id))).toEqual(new Set(rings.filter((p) => p.price <= 50_000).map((p) => p.id)));
    const gold = attributeId('metal', 'yellow-gold');
    for (const product of await listAll(`filters[attributes][id][$in][]=${gold}&price_min=50000`)) {
      expect(has(product, gold)).toBe(true);
      expect(product.price).toBeGreaterThanOrEqual(50_000);
    }
    const searched = await list('q=ring&price_min=25000&price_max=100000&per_page=48');
    for (const product of searched.data) expect(product.price).toBeGreaterThanOrEqual(25_000);
    for (const product of searched.data) expect(product.price).toBeLessThanOrEqual(100_000);
    expect(searched.meta.total).toBeLessThan((await list('q=ring')).meta.total);
  });

  it('ignores unknown attribute ids beside known ones, and matches nothing with only unknown ids', async () => {
    const diamond = attributeId('stone', 'diamond');
    const known = await list(`filters[attributes][id][$in][]=${diamond}`);
    const withUnknown = await list(`filters[attributes][id][$in][]=${diamond}&filters[attributes][id][$in][]=999999`);
    expect(withUnknown.meta.total).toBe(known.meta.total);
    expect((await list('filters[attributes][id][$in][]=999999')).meta.total).toBe(0);
    expect((await list('filters[attributes][id][$in][]=99999999999')).meta.total).toBe(0);
  });

  it('sorts by price, name and newest, each with a stable order', async () => {
    const byPrice = (await list('sort[]=price:asc&per_page=48')).data.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDesc = (await list('sort[]=price:desc&per_page=48')).data.map((p) => p.price);
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((a, b) => b - a));
    expect(byPriceDesc[0]).toBeGreaterThan(byPrice[0] ?? Infinity);

    const byName = (await list('sort[]=name:asc&per_page=48')).data.map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byNameDesc = (await list('sort[]=name:desc&per_page=48')).data.map((p) => p.name);
    expect(byNameDesc).toEqual([...byNameDesc].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    expect(await list('sort[]=created_at:desc')).toEqual(await list('sort[]=created_at:desc'));
    expect((await list('sort=price:asc')).data).toEqual((await list('sort[0]=price:asc')).data);
  });

  it('refuses a bad page, per_page or sort with 422 and the field that is wrong', async () => {
    const cases: [string, string][] = [
      ['per_page=49', 'per_page'],
      ['per_page=0', 'per_page'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['page=1e400', 'page'],
      ['per_page[]=12&per_page[]=24', 'per_page'],
      ['sort[]=price:sideways', 'sort'],
      ['sort[]=stock:asc', 'sort'],
      ['filters[attributes][id][$in][0]=abc', 'filters.attributes.id.$in.0'],
      ['filters[attributes][id][$in][]=-3', 'filters.attributes.id.$in.0'],
      ['filters[categories][slug][$eq][]=rings', 'filters.categories.slug.$eq'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['price_min=-1', 'price_min'],
      ['price_max=cheap', 'price_max'],
      ['price_max=2500.5', 'price_max'],
      ['price_min=50000&price_max=25000', 'price_max'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(`/api/v1/products?${query}`);
      expect(status, query).toBe(422);
      expect(body.message).toBe('Please check the highlighted fields.');
      expect(Object.keys(body.errors), query).toContain(field);
    }
  });

  it('never fails on hostile input', async () => {
    const queries = [
      `filters[categories][slug][$eq]=${encodeURIComponent("rings' OR '1'='1")}`,
      `q=${encodeURIComponent("'); DROP TABLE products; --")}`,
      `q=${encodeURIComponent(':* & | ! ( )')}`,
      'page=9007199254740991&per_page=48',
      `filters[attributes][id][$in][]=${Number.MAX_SAFE_INTEGER}`,
      'filters[__proto__][polluted]=1',
      `${'a[b]'.repeat(20)}=1`,
      'filters[categories][slug][$eq]=%00',
      'q=%00',
    ];
    for (const query of queries) {
      const { status } = await get(`/api/v1/products?${query}`);
      expect(status, query).toBe(200);
    }
    expect((await list('')).meta.total).toBeGreaterThanOrEqual(240);
  });
});

describe('search with q', () => {
  it('finds diamond rings first for the misspelt "diamnd rng"', async () => {
    const { data, meta } = await list(`q=${encodeURIComponent('diamnd rng')}`);
    expect(meta.total).toBeGreaterThan(12);
    expect(data).toHaveLength(12);
    for (const product of data) {
      expect(product.categories.map((c) => c.slug)).toContain('rings');
      expect(product.name).toMatch(/Diamond/);
    }
  });

  it('tolerates a typo in a single word', async () => {
    const { data } = await list('q=neklace');
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) expect(product.name).toMatch(/Necklace/);
  });

  it('ranks whole-word matches and respects filters and an explicit sort', async () => {
    const { data } = await list('q=emerald&filters[categories][slug][$eq]=earrings&sort[]=price:asc');
    expect(data.length).toBeGreaterThan(0);
    for (const product of data) {
      expect(product.categories[0]?.slug).toBe('earrings');
      expect(product.name).toMatch(/Emerald/);
    }
    const prices = data.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it.each([
    ['rnig', 'ring'],
    ['rign', 'ring'],
    ['daimond', 'diamond'],
    ['neckalce', 'necklace'],
    ['braclet', 'bracelet'],
  ])('finds what "%s" meant, %s: a swapped, dropped or added letter is corrected', async (typo, meant) => {
    const { data, meta, corrected_query } = await list(`q=${typo}`);
    expect(meta.total).toBeGreaterThan(12);
    expect(corrected_query).toBe(meant);
    for (const product of data) expect(product.name).toMatch(new RegExp(`\\b${meant}\\b`, 'i'));
  });

  it('answers a corrected word exactly as the word itself, and leaves known words and nonsense alone', async () => {
    expect(await listAll('q=daimond%20rnig')).toEqual(await listAll('q=diamond%20ring'));
    expect((await list('q=daimond%20rnig')).corrected_query).toBe('diamond ring');
    const exact = await list('q=ring');
    expect(exact.meta.total).toBeGreaterThan(12);
    expect(exact).not.toHaveProperty('corrected_query');
    for (const product of exact.data) expect(product.name).toMatch(/\bRing\b/);
    // A word the catalogue holds is searched for as it is.
    for (const product of (await list('q=rose')).data) expect(product.name).toMatch(/\bRose\b/);
    expect(await list('q=qqqqzzzz')).toEqual({ data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } });
  });

  it('treats a blank search as no search, and a search with no words as no match', async () => {
    expect((await list('q=%20%20')).meta.total).toBeGreaterThanOrEqual(240);
    expect((await list('q=%21%21%21')).meta.total).toBe(0);
  });
});

describe('GET /api/v1/product/:slug and /api/v1/product/id/:id', () => {
  it('returns a product with its categories, attributes, images and a price that is its breakup total', async () => {
    const first = required((await list('filters[categories][slug][$eq]=rings')).data[0], 'a ring');
    const { status, body } = await get(`/api/v1/product/${first.slug}`);
    expect(status).toBe(200);
    const product = body.data as Product;
    expect(product).toEqual(first);
    // Its pictures are its design's three renders (kind, metal, stone), shared by every product of that design.
    const metal = product.attributes.find((a) => a.group === 'metal')?.name;
    const stone = product.attributes.find((a) => a.group === 'stone')?.name ?? 'plain';
    expect(product.images.map((image) => image.url)).toEqual(
      [1, 2, 3].map((n) => expect.stringMatching(new RegExp(`^/images/pieces/[a-z-]*(ring|band)-${metal}-${stone}-${n}\\.webp$`))),
    );
    expect(new Set(product.attributes.map((a) => a.group))).toEqual(
      new Set(['metal', 'purity', 'occasion', 'gender', 'collection', ...(product.price_breakup.stone_value > 0 ? ['stone'] : [])]),
    );
    const b = product.price_breakup;
    expect(product.price).toBe(b.total);
    expect(Math.round((b.metal_value + b.making_charge + b.stone_value) * 100)).toBe(Math.round(b.subtotal * 100));
    expect(Math.round((b.subtotal + b.gst + (b.round_off ?? Number.NaN)) * 100)).toBe(Math.round(b.total * 100));
    expect(Math.round(b.total * 100) % 100).toBe(0); // whole rupees
    expect(Math.abs(b.round_off ?? 1)).toBeLessThanOrEqual(0.5);
    expect(Math.round(b.metal_weight_g * b.metal_rate_per_g * 100)).toBeCloseTo(Math.round(b.metal_value * 100), -1);
    expect(product.is_available).toBe(product.stock > 0 || product.is_preorderable);

    const byId = await get(`/api/v1/product/id/${product.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual(product);
  });

  it('prices every piece in whole rupees, and grades the diamonds of exactly the pieces set with them', async () => {
    const all = await listAll('sort[]=price:asc');
    expect(all.every((p) => Math.round(p.price * 100) % 100 === 0)).toBe(true);
    expect(all.some((p) => (p.price_breakup.round_off ?? 0) !== 0)).toBe(true);
    const diamond = (p: Product) => p.attributes.some((a) => a.group === 'stone' && a.name === 'diamond');
    expect(all.filter(diamond).length).toBeGreaterThan(0);
    for (const p of all) expect(p.diamonds !== undefined, p.slug).toBe(diamond(p));
    const graded = required(all.find(diamond)?.diamonds, 'a graded piece');
    expect(graded).toMatchObject({ colour: 'IJ', clarity: 'SI' });
    expect(graded.carat).toBeGreaterThanOrEqual(0.05);
  });

  it('marks out-of-stock products unavailable unless they can be pre-ordered', async () => {
    const all = await listAll('sort[]=price:asc');
    const soldOut = all.filter((p) => p.stock === 0);
    expect(soldOut.some((p) => p.is_preorderable && p.is_available)).toBe(true);
    expect(soldOut.some((p) => !p.is_preorderable && !p.is_available)).toBe(true);
  });

  it('answers an unknown slug or id with 404 and a message that names no model and echoes no key', async () => {
    expect(await get('/api/v1/product/no-such-ring')).toMatchObject({ status: 404, body: { message: 'Product not found.' } });
    expect(await get('/api/v1/product/id/999999')).toMatchObject({ status: 404, body: { message: 'Product not found.' } });
    expect((await get('/api/v1/product/id/99999999999')).status).toBe(404);
  });

  it('answers hostile paths with a 4xx in the error shape', async () => {
    const cases: [string, number][] = [
      ['/api/v1/product/%00', 404],
      [`/api/v1/product/${encodeURIComponent("x' or 1=1 --")}`, 404],
      ['/api/v1/product/%E0%A4%A', 400],
      [`/api/v1/product/${'a'.repeat(300)}`, 414],
    ];
    for (const [url, status] of cases) {
      const response = await get(url);
      expect(response.status, url).toBe(status);
      expect(Object.keys(response.body), url).toEqual(['message']);
    }
  });

  it('refuses an id that is not a positive whole number with 422', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '1e400']) {
      const { status, body } = await get(`/api/v1/product/id/${id}`);
      expect(status, id).toBe(422);
      expect(body.errors).toHaveProperty('id');
    }
  });
});

describe('GET /api/v1/attributes and /api/v1/categories', () => {
  it('lists attributes in the six groups, purities included', () => {
    expect(new Set(attributes.map((a) => a.group))).toEqual(
      new Set(['metal', 'purity', 'stone', 'occasion', 'gender', 'collection']),
    );
    expect(attributes.filter((a) => a.group === 'purity').map((a) => a.name)).toEqual([
      '14K',
      '18K',
      '22K',
      '24K',
      'Pt 950',
    ]);
  });

  it('lists at least 8 categories whose counts add up to the catalogue', async () => {
    expect(categories.length).toBeGreaterThanOrEqual(8);
    const total = (await list('')).meta.total;
    expect(categories.reduce((sum, c) => sum + c.product_count, 0)).toBe(total);
    expect(categories.map((c) => c.slug)).toEqual(expect.arrayContaining(['rings', 'earrings', 'mangalsutras', 'coins']));
  });
});

describe('GET /api/v1/settings/', () => {
  it('lists the settings as key and value strings, with or without the trailing slash', async () => {
    const { status, body } = await get('/api/v1/settings/');
    expect(status).toBe(200);
    expect(body.data).toEqual(
      expect.arrayContaining([
        { key: 'is_store_open', value: 'true' },
        { key: 'show-notice-bar', value: 'true' },
        { key: 'maintenance_mode', value: 'false' },
        { key: 'disabled_routes', value: '' },
      ]),
    );
    expect(body.data.find((s: { key: string }) => s.key === 'notice-bar-text')?.value).toBeTruthy();
    expect((await get('/api/v1/settings')).body).toEqual(body);
  });
});
