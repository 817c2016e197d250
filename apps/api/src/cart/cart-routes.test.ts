import { CART_MAX_QUANTITY, type CartResponse } from '@aurelia/contracts';
import { fromMinorUnits } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoShopper, newShopper, seededProducts, type TestProduct } from './cart.test-fixture';
import { UNAVAILABLE_PRODUCT_NAME } from './cart-presenter';
import { cartItems, products } from '../db/schema/index';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;
let seeded: Awaited<ReturnType<typeof seededProducts>>;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  seeded = await seededProducts(app);
});
afterAll(async () => {
  await app?.close();
});

/** The body the storefront sends: the client's copy of name and price, 1 piece. */
const line = (product: TestProduct, overrides: Record<string, unknown> = {}) => ({
  item_id: product.id,
  item_type: 'product',
  quantity: 1,
  name: product.name,
  price: fromMinorUnits(product.priceMinor),
  ...overrides,
});

const add = (token: string | undefined, body: unknown) => call(app, 'POST', '/cart/add', { token, body });
const remove = (token: string | undefined, body: unknown) => call(app, 'POST', '/cart/remove', { token, body });
const sync = (token: string | undefined, body: unknown) => call(app, 'POST', '/cart/sync', { token, body });
const check = (body: unknown, token?: string) => call(app, 'POST', '/check-product-available', { token, body });

async function cartOf(token: string): Promise<CartResponse['data']> {
  const { status, body } = await call(app, 'GET', '/cart/', { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as CartResponse).data;
}

const quantities = (cart: CartResponse['data']) => cart.bag_items.map((item) => [item.item_id, item.quantity]);

describe('POST /api/v1/cart/add', () => {
  it('adds the item and answers with the cart, priced and named by the server', async () => {
    const { token } = await demoShopper(app);
    const { plentiful } = seeded;
    const { status, body } = await add(token, line(plentiful, { quantity: 2 }));
    expect(status, JSON.stringify(body)).toBe(200);
    const { data } = body as CartResponse;
    expect(data.bag_items).toHaveLength(1);
    expect(data.bag_items[0]).toMatchObject({
      item_id: plentiful.id,
      item_type: 'product',
      quantity: 2,
      name: plentiful.name,
      price: fromMinorUnits(plentiful.priceMinor),
      line_total: fromMinorUnits(plentiful.priceMinor * 2),
      product: { id: plentiful.id, item_id: plentiful.id, name: plentiful.name, stock: plentiful.stock },
    });
    expect(data.bag_items[0]?.product?.images.length).toBeGreaterThan(0);
    expect(data.subtotal).toBe(fromMinorUnits(plentiful.priceMinor * 2));
    expect(data.item_count).toBe(2);
    expect(await cartOf(token)).toEqual(data);
  });

  it('never trusts the name and price the client sends', async () => {
    const { token } = await newShopper(app);
    const { plentiful } = seeded;
    const { status, body } = await add(token, line(plentiful, { name: 'Free Ring', price: 0.01 }));
    expect(status).toBe(200);
    const item = (body as CartResponse).data.bag_items[0];
    expect(item).toMatchObject({ name: plentiful.name, price: fromMinorUnits(plentiful.priceMinor) });
    expect((body as CartResponse).data.subtotal).toBe(fromMinorUnits(plentiful.priceMinor));
  });

  it('grows the quantity when the item is added again, keeping one line', async () => {
    const { token } = await newShopper(app);
    await add(token, line(seeded.plentiful));
    await add(token, line(seeded.plentiful, { quantity: 3 }));
    const cart = await cartOf(token);
    expect(quantities(cart)).toEqual([[seeded.plentiful.id, 4]]);
    expect(cart.item_count).toBe(4);
  });

  it('answers 401 Unauthenticated. without a token or with a bad one', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const { status, body } = await add(token, line(seeded.plentiful));
      expect(status).toBe(401);
      expect(body).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 404 with the no-query-results message for an unknown product', async () => {
    const { token } = await newShopper(app);
    for (const id of [999_999, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      const { status, body } = await add(token, line(seeded.plentiful, { item_id: id }));
      expect(status, JSON.stringify(body)).toBe(404);
      expect(body).toEqual({ message: 'Product not found.' });
    }
    expect((await cartOf(token)).bag_items).toEqual([]);
  });

  it.each([
    ['a zero quantity', { quantity: 0 }, 'quantity'],
    ['a negative quantity', { quantity: -1 }, 'quantity'],
    ['a fractional quantity', { quantity: 1.5 }, 'quantity'],
    ['a quantity above the cap', { quantity: CART_MAX_QUANTITY + 1 }, 'quantity'],
    ['a huge quantity', { quantity: 1e308 }, 'quantity'],
    ['a quantity as a string', { quantity: '1' }, 'quantity'],
    ['an id as a string', { item_id: '7' }, 'item_id'],
    ['a negative id', { item_id: -7 }, 'item_id'],
    ['another item type', { item_type: 'giftcard' }, 'item_type'],
    ['a negative price', { price: -1 }, 'price'],
    ['a missing name', { name: undefined }, 'name'],
    ['a missing quantity', { quantity: undefined }, 'quantity'],
  ])('answers 422 with the field for %s', async (_case, override, field) => {
    const { token } = await newShopper(app);
    const { status, body } = await add(token, line(seeded.plentiful, override));
    expect(status, JSON.stringify(body)).toBe(422);
    expect(body).toMatchObject({ message: 'Please check the highlighted fields.', errors: { [field]: expect.any(Array) } });
    expect((await cartOf(token)).bag_items).toEqual([]);
  });

  it('answers 422 for a body that is not a cart item, and 400 for malformed JSON', async () => {
    const { token } = await newShopper(app);
    expect((await add(token, [line(seeded.plentiful)])).status).toBe(422);
    expect((await add(token, {})).status).toBe(422);
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/v1/cart/add',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"item_id":',
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses with 409 a quantity beyond the stock, leaving the line as it was', async () => {
    const { token } = await newShopper(app);
    const { scarce } = seeded;
    const over = await add(token, line(scarce, { quantity: scarce.stock + 1 }));
    expect(over.status, JSON.stringify(over.body)).toBe(409);
    expect(over.body.message).toContain(`Only ${scarce.stock}`);

    expect((await add(token, line(scarce, { quantity: scarce.stock }))).status).toBe(200);
    const grown = await add(token, line(scarce));
    expect(grown.status).toBe(409);
    expect(quantities(await cartOf(token))).toEqual([[scarce.id, scarce.stock]]);
  });

  it('refuses with 409 a sold-out product that cannot be pre-ordered', async () => {
    const { token } = await newShopper(app);
    const { status, body } = await add(token, line(seeded.soldOut));
    expect(status).toBe(409);
    expect(body).toEqual({ message: `${seeded.soldOut.name} is out of stock.` });
  });

  it('accepts a pre-orderable product beyond its stock, up to the cap of a line (422 beyond)', async () => {
    const { token } = await newShopper(app);
    const { preorder } = seeded;
    expect((await add(token, line(preorder, { quantity: 5 }))).status).toBe(200);
    expect((await add(token, line(preorder, { quantity: CART_MAX_QUANTITY - 5 }))).status).toBe(200);
    const over = await add(token, line(preorder));
    expect(over.status).toBe(422);
    expect(over.body.errors.quantity).toEqual([`A cart line holds at most ${CART_MAX_QUANTITY}; it would hold ${CART_MAX_QUANTITY + 1}.`]);
    expect(quantities(await cartOf(token))).toEqual([[preorder.id, CART_MAX_QUANTITY]]);
  });

  it('refuses with 422 an add that would make the cart worth more than the wire can carry', async () => {
    const { token } = await newShopper(app);
    const { preorder } = seeded;
    // ₹20 crore a piece: 99 of them exceed the ₹100 crore a money amount may be.
    await app.db.update(products).set({ priceMinor: 20_000_000_000 }).where(eq(products.id, preorder.id));
    try {
      expect((await add(token, line(preorder, { quantity: 5 }))).status).toBe(200);
      const over = await add(token, line(preorder, { quantity: 1 }));
      expect(over.status, JSON.stringify(over.body)).toBe(422);
      expect(over.body.errors).toHaveProperty('quantity');
      expect(quantities(await cartOf(token))).toEqual([[preorder.id, 5]]);
    } finally {
      await app.db.update(products).set({ priceMinor: preorder.priceMinor }).where(eq(products.id, preorder.id));
    }
  });

  it('refuses with 422 a second one of a one-of-a-kind piece, naming it, in one add or two, even when pre-orderable', async () => {
    const { token } = await newShopper(app);
    const { unique, uniquePreorder } = seeded;
    const message = `${unique.name} is one of a kind: a bag holds only one.`;
    const two = await add(token, line(unique, { quantity: 2 }));
    expect(two.status, JSON.stringify(two.body)).toBe(422);
    expect(two.body).toEqual({ message, errors: { quantity: [message] } });
    expect((await add(token, line(unique))).status).toBe(200);
    const again = await add(token, line(unique));
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(message);
    expect((await add(token, line(uniquePreorder, { quantity: 3 }))).status).toBe(422);
    expect(quantities(await cartOf(token))).toEqual([[unique.id, 1]]);
  });

  it('counts every one of 10 simultaneous adds of the same item, with no error', async () => {
    const { token } = await newShopper(app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(token, line(seeded.plentiful))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(quantities(await cartOf(token))).toEqual([[seeded.plentiful.id, 10]]);
  });

  it('lets simultaneous adds take the stock and no more', async () => {
    const { token } = await newShopper(app);
    const { scarce } = seeded;
    const answers = await Promise.all(Array.from({ length: scarce.stock + 3 }, () => add(token, line(scarce))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(scarce.stock).fill(200), 409, 409, 409]);
    expect(quantities(await cartOf(token))).toEqual([[scarce.id, scarce.stock]]);
  });
});

describe('POST /api/v1/cart/remove', () => {
  it('removes the whole line and answers with the cart', async () => {
    const { token } = await newShopper(app);
    await add(token, line(seeded.plentiful, { quantity: 3 }));
    await add(token, line(seeded.other));
    const { status, body } = await remove(token, { item_id: seeded.plentiful.id, item_type: 'product' });
    expect(status).toBe(200);
    expect(quantities((body as CartResponse).data)).toEqual([[seeded.other.id, 1]]);
    expect((body as CartResponse).data.subtotal).toBe(fromMinorUnits(seeded.other.priceMinor));
  });

  it('is not an error for a line that is not there', async () => {
    const { token } = await newShopper(app);
    await add(token, line(seeded.other));
    const { status, body } = await remove(token, { item_id: 999_999, item_type: 'product' });
    expect(status).toBe(200);
    expect(quantities((body as CartResponse).data)).toEqual([[seeded.other.id, 1]]);
  });

  it('answers 401 without a token and 422 for a bad body', async () => {
    const { token } = await newShopper(app);
    expect((await remove(undefined, { item_id: 1, item_type: 'product' })).status).toBe(401);
    for (const body of [{}, { item_id: '1', item_type: 'product' }, { item_id: 1, item_type: 'giftcard' }, { item_id: 0, item_type: 'product' }]) {
      expect((await remove(token, body)).status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('GET /api/v1/cart/', () => {
  it('answers an empty cart for a shopper who added nothing', async () => {
    const { token } = await newShopper(app);
    expect(await cartOf(token)).toEqual({ bag_items: [], subtotal: 0, item_count: 0 });
  });

  it('totals price × quantity over the lines, in the order they were added', async () => {
    const { token } = await newShopper(app);
    const { plentiful, other, preorder } = seeded;
    await add(token, line(other, { quantity: 2 }));
    await add(token, line(plentiful, { quantity: 3 }));
    await add(token, line(preorder));
    const cart = await cartOf(token);
    expect(quantities(cart)).toEqual([
      [other.id, 2],
      [plentiful.id, 3],
      [preorder.id, 1],
    ]);
    for (const item of cart.bag_items) expect(item.line_total).toBe(fromMinorUnits(Math.round(item.price * 100) * item.quantity));
    expect(cart.subtotal).toBe(fromMinorUnits(other.priceMinor * 2 + plentiful.priceMinor * 3 + preorder.priceMinor));
    expect(cart.item_count).toBe(6);
  });

  it('keeps a line whose product is gone, with product null and nothing added to the subtotal', async () => {
    const shopper = await newShopper(app);
    await add(shopper.token, line(seeded.other));
    await app.db.insert(cartItems).values({ userId: shopper.id, itemType: 'product', itemId: 987_654, quantity: 2 });
    const cart = await cartOf(shopper.token);
    expect(cart.bag_items[1]).toEqual({
      item_id: 987_654,
      item_type: 'product',
      quantity: 2,
      name: UNAVAILABLE_PRODUCT_NAME,
      price: 0,
      line_total: 0,
      product: null,
    });
    expect(cart.subtotal).toBe(fromMinorUnits(seeded.other.priceMinor));
    expect((await remove(shopper.token, { item_id: 987_654, item_type: 'product' })).status).toBe(200);
  });

  it('shows the current price, not the price when the item was added', async () => {
    const { token } = await newShopper(app);
    await add(token, line(seeded.plentiful));
    const before = await cartOf(token);
    expect(before.bag_items[0]?.price).toBe(fromMinorUnits(seeded.plentiful.priceMinor));
    // The catalogue reprices; the cart follows. The old price is put back for the other tests.
    await app.db.update(products).set({ priceMinor: seeded.plentiful.priceMinor + 100 }).where(eq(products.id, seeded.plentiful.id));
    try {
      expect((await cartOf(token)).bag_items[0]?.price).toBe(fromMinorUnits(seeded.plentiful.priceMinor + 100));
    } finally {
      await app.db.update(products).set({ priceMinor: seeded.plentiful.priceMinor }).where(eq(products.id, seeded.plentiful.id));
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call(app, 'GET', '/cart/')).status).toBe(401);
    expect((await call(app, 'GET', '/cart')).status).toBe(401);
  });

  it('keeps each shopper’s cart to themselves', async () => {
    const asha = await newShopper(app);
    const ravi = await newShopper(app);
    await add(asha.token, line(seeded.plentiful, { quantity: 2 }));
    await add(ravi.token, line(seeded.other));
    expect(quantities(await cartOf(asha.token))).toEqual([[seeded.plentiful.id, 2]]);
    expect(quantities(await cartOf(ravi.token))).toEqual([[seeded.other.id, 1]]);
    await remove(ravi.token, { item_id: seeded.plentiful.id, item_type: 'product' });
    expect(quantities(await cartOf(asha.token))).toEqual([[seeded.plentiful.id, 2]]);
    const rows = await app.db.select().from(cartItems).where(eq(cartItems.userId, asha.id));
    expect(rows.map((row) => row.quantity)).toEqual([2]);
  });
});

describe('POST /api/v1/cart/sync', () => {
  it('merges the browser cart: the larger quantity wins, server-only lines stay, browser-only lines are added', async () => {
    const { token } = await newShopper(app);
    const { plentiful, other, scarce, preorder } = seeded;
    await add(token, line(plentiful, { quantity: 3 }));
    await add(token, line(other, { quantity: 1 }));
    await add(token, line(scarce, { quantity: 1 }));
    const { status, body } = await sync(token, {
      cart: [
        line(plentiful, { quantity: 1 }),
        line(other, { quantity: 4, price: 0.01, name: 'Forged' }),
        line(preorder, { quantity: 2 }),
      ],
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const cart = (body as CartResponse).data;
    expect(quantities(cart)).toEqual([
      [plentiful.id, 3],
      [other.id, 4],
      [scarce.id, 1],
      [preorder.id, 2],
    ]);
    expect(cart.bag_items[1]).toMatchObject({ name: other.name, price: fromMinorUnits(other.priceMinor) });
    expect(cart.item_count).toBe(10);
    expect(await cartOf(token)).toEqual(cart);
  });

  it('fills an empty server cart with the browser cart, merging repeated lines by the larger quantity', async () => {
    const { token } = await newShopper(app);
    const { plentiful, other } = seeded;
    const { body } = await sync(token, {
      cart: [line(plentiful, { quantity: 2 }), line(other), line(plentiful, { quantity: 5 })],
    });
    expect(quantities((body as CartResponse).data)).toEqual([
      [plentiful.id, 5],
      [other.id, 1],
    ]);
  });

  it('drops lines of unknown products and keeps the rest', async () => {
    const { token } = await newShopper(app);
    const { status, body } = await sync(token, {
      cart: [line(seeded.other, { item_id: 999_999 }), line(seeded.other), line(seeded.other, { item_id: 2 ** 31 })],
    });
    expect(status).toBe(200);
    expect(quantities((body as CartResponse).data)).toEqual([[seeded.other.id, 1]]);
  });

  it('changes nothing for an empty browser cart, and syncing twice gives the same cart', async () => {
    const { token } = await newShopper(app);
    await add(token, line(seeded.plentiful, { quantity: 2 }));
    const before = await cartOf(token);
    expect((await sync(token, { cart: [] })).body.data).toEqual(before);
    const local = { cart: [line(seeded.other, { quantity: 3 })] };
    const once = (await sync(token, local)).body.data;
    expect((await sync(token, local)).body.data).toEqual(once);
    expect(quantities(once)).toEqual([
      [seeded.plentiful.id, 2],
      [seeded.other.id, 3],
    ]);
  });

  it('keeps one of a one-of-a-kind piece, whatever quantity the browser cart holds', async () => {
    const { token } = await newShopper(app);
    const { unique, plentiful } = seeded;
    const { status, body } = await sync(token, { cart: [line(unique, { quantity: 3 }), line(plentiful, { quantity: 2 })] });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(quantities((body as CartResponse).data)).toEqual([
      [unique.id, 1],
      [plentiful.id, 2],
    ]);
  });

  it('answers 401 without a token, and 422 for a bad line or a cart too long, changing nothing', async () => {
    const { token } = await newShopper(app);
    await add(token, line(seeded.plentiful));
    expect((await sync(undefined, { cart: [] })).status).toBe(401);
    const badLine = await sync(token, { cart: [line(seeded.other), line(seeded.other, { quantity: 0 })] });
    expect(badLine.status).toBe(422);
    expect(Object.keys(badLine.body.errors)).toEqual(['cart.1.quantity']);
    for (const body of [{}, { cart: 'x' }, { cart: [line(seeded.other, { item_type: 'giftcard' })] }, { cart: Array(101).fill(line(seeded.other)) }]) {
      expect((await sync(token, body)).status).toBe(422);
    }
    expect(quantities(await cartOf(token))).toEqual([[seeded.plentiful.id, 1]]);
  });
});

describe('POST /api/v1/check-product-available', () => {
  const ask = (product: TestProduct, quantity: number) => ({ item_id: product.id, item_type: 'product', quantity });

  it('is available while the stock covers the quantity', async () => {
    const { scarce } = seeded;
    expect(await check(ask(scarce, 1))).toEqual({ status: 200, body: { is_available: true } });
    expect((await check(ask(scarce, scarce.stock))).body).toEqual({ is_available: true });
    expect((await check(ask(scarce, scarce.stock + 1))).body).toEqual({ is_available: false });
  });

  it('is unavailable when sold out, unless the product can be pre-ordered', async () => {
    expect((await check(ask(seeded.soldOut, 1))).body).toEqual({ is_available: false });
    expect((await check(ask(seeded.preorder, 1))).body).toEqual({ is_available: true });
    expect((await check(ask(seeded.preorder, CART_MAX_QUANTITY))).body).toEqual({ is_available: true });
  });

  it('is available for one of a one-of-a-kind piece, never two', async () => {
    expect((await check(ask(seeded.unique, 1))).body).toEqual({ is_available: true });
    expect((await check(ask(seeded.unique, 2))).body).toEqual({ is_available: false });
    expect((await check(ask(seeded.uniquePreorder, 2))).body).toEqual({ is_available: false });
  });

  it('is unavailable for an unknown product (the client treats false as refused)', async () => {
    for (const id of [999_999, 2 ** 31]) {
      expect(await check({ item_id: id, item_type: 'product', quantity: 1 })).toEqual({ status: 200, body: { is_available: false } });
    }
  });

  it('needs no token, and ignores one', async () => {
    const { token } = await newShopper(app);
    expect((await check(ask(seeded.plentiful, 1), token)).body).toEqual({ is_available: true });
  });

  it('answers 422 for a bad question', async () => {
    for (const body of [{}, { ...ask(seeded.plentiful, 0) }, { ...ask(seeded.plentiful, -2) }, { ...ask(seeded.plentiful, 1), item_type: 'giftcard' }, { item_id: 'x', item_type: 'product', quantity: 1 }]) {
      const { status, body: answer } = await check(body);
      expect(status, JSON.stringify(body)).toBe(422);
      expect(answer.message).toBe('Please check the highlighted fields.');
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the cart routes with their schemas, the signed-in ones with bearer auth and the public one with none', async () => {
    const document = (await app.inject('/api/docs/json')).json();
    const routes: [string, string, boolean][] = [
      ['/api/v1/cart/add', 'post', true],
      ['/api/v1/cart/remove', 'post', true],
      ['/api/v1/cart/', 'get', true],
      ['/api/v1/cart/sync', 'post', true],
      ['/api/v1/check-product-available', 'post', false],
    ];
    for (const [path, method, signedIn] of routes) {
      const operation = document.paths[path]?.[method];
      expect(operation, path).toBeDefined();
      expect(operation.responses['200'].content['application/json'].schema, path).toBeDefined();
      expect(operation.security, path).toEqual(signedIn ? [{ bearerAuth: [] }] : []);
    }
    expect(document.paths['/api/v1/cart/add'].post.responses).toHaveProperty('409');
  });
});
