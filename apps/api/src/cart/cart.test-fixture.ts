import { and, asc, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { products, users } from '../db/schema/index';
import { required } from '../required';
import { DEMO_SHOPPER } from '../seed/seed-database';

/** A seeded product as the tests need it. */
export interface TestProduct {
  id: number;
  name: string;
  priceMinor: number;
  /** The GST in its price, as its breakup computed it. */
  gstMinor: number;
  stock: number;
  isPreorderable: boolean;
}

/** The first seeded product matching `where`. */
export async function findProduct(app: FastifyInstance, where: SQL | undefined, what: string): Promise<TestProduct> {
  const [row] = await app.db
    .select({
      id: products.id,
      name: products.name,
      priceMinor: products.priceMinor,
      gstMinor: products.gstMinor,
      stock: products.stock,
      isPreorderable: products.isPreorderable,
    })
    .from(products)
    .where(where)
    .orderBy(asc(products.id))
    .limit(1);
  return required(row, what);
}

/** The kinds of seeded product the cart rules tell apart. */
export async function seededProducts(app: FastifyInstance) {
  // Plain metal pieces: the tests buy several of one, which a one-of-a-kind piece (set with stones) refuses.
  const plain = eq(products.stoneValueMinor, 0);
  const sellable = and(plain, eq(products.isPreorderable, false));
  const plentiful = await findProduct(app, and(sellable, gte(products.stock, 12)), 'a plentiful product');
  return {
    /** At least 12 pieces in stock. */
    plentiful,
    /** Another product with at least 12 pieces. */
    other: await findProduct(app, and(sellable, gte(products.stock, 12), gt(products.id, plentiful.id)), 'another product'),
    /** 1 to 3 pieces left. */
    scarce: await findProduct(app, and(sellable, gte(products.stock, 2), lte(products.stock, 3)), 'a scarce product'),
    soldOut: await findProduct(app, and(sellable, eq(products.stock, 0)), 'a sold-out product'),
    /** Sold out but can be pre-ordered. */
    preorder: await findProduct(app, and(plain, eq(products.isPreorderable, true), eq(products.stock, 0)), 'a pre-order product'),
    /** Set with stones, so one of a kind, with at least 12 in stock: a line holds one of it. */
    unique: await findProduct(app, and(gt(products.stoneValueMinor, 0), eq(products.isPreorderable, false), gte(products.stock, 12)), 'a one-of-a-kind product'),
    /** Set with stones and pre-orderable: one of a kind even where stock does not limit it. */
    uniquePreorder: await findProduct(app, and(gt(products.stoneValueMinor, 0), eq(products.isPreorderable, true)), 'a pre-orderable one-of-a-kind product'),
  };
}

let shoppers = 0;

/**
 * A new signed-in customer (an empty cart and wishlist), their email and bearer token. Their address is proven
 * unless `verified` is false: an unproven account earns and spends no carat coins and joins no gold plan.
 */
export async function newShopper(app: FastifyInstance, { verified = true } = {}): Promise<{ id: number; email: string; token: string }> {
  shoppers += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      name: `Cart Shopper ${shoppers}`,
      email: `cart-shopper-${shoppers}-${Date.now()}@aurelia.test`,
      phone: '9876543210',
      phoneCountryNumber: '91',
      phoneCountryCode: 'IN',
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: verified ? new Date() : null,
    })
    .returning({ id: users.id, email: users.email });
  const { id, email } = required(user, 'the new shopper');
  return { id, email, token: await app.issueToken(id) };
}

/** The seeded demo shopper (README) and a fresh token. */
export async function demoShopper(app: FastifyInstance): Promise<{ id: number; token: string }> {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_SHOPPER.email));
  const id = required(user, DEMO_SHOPPER.email).id;
  return { id, token: await app.issueToken(id) };
}

/** An injected JSON request, optionally with a bearer token; status and parsed body. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const request: InjectOptions = {
    method,
    url: `/api/v1${url}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  return { status: response.statusCode, body: response.json() };
}
