import type { AddressBody, CheckoutBody } from '@aurelia/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { cartItems, products, stores } from '../db/schema/index';
import { required } from '../required';

/** A delivery address that passes validation. */
export const HOME: AddressBody = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '12 MG Road',
  line2: 'Near the metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

let keys = 0;
/** A fresh Idempotency-Key. */
export const newKey = () => `test-key-${process.pid}-${Date.now()}-${++keys}`;

/** An injected JSON request with an optional bearer token and headers; status and parsed body. */
export async function send(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const request: InjectOptions = {
    method,
    url: `/api/v1${url}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> & { message?: string } };
}

/** `POST /checkout` with a key (a fresh one unless given). */
export function checkout(app: FastifyInstance, token: string | undefined, body: CheckoutBody | Record<string, unknown>, key: string | null = newKey()) {
  return send(app, 'POST', '/checkout', { token, body, headers: key === null ? {} : { 'idempotency-key': key } });
}

/** Puts lines straight into a user's server cart (no stock check: checkout is where stock decides). */
export async function fillCart(app: FastifyInstance, userId: number, lines: readonly { id: number; quantity: number }[]) {
  if (lines.length === 0) return;
  await app.db.insert(cartItems).values(lines.map((line) => ({ userId, itemType: 'product', itemId: line.id, quantity: line.quantity })));
}

export async function stockOf(app: FastifyInstance, productId: number): Promise<number> {
  const [row] = await app.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return required(row, `product ${productId}`).stock;
}

export async function setStock(app: FastifyInstance, productId: number, stock: number, isPreorderable = false) {
  await app.db.update(products).set({ stock, isPreorderable }).where(eq(products.id, productId));
}

/** The first seeded store. */
export async function firstStore(app: FastifyInstance): Promise<{ id: number; slug: string; name: string }> {
  const [row] = await app.db.select({ id: stores.id, slug: stores.slug, name: stores.name }).from(stores).orderBy(asc(stores.position), asc(stores.id)).limit(1);
  return required(row, 'a seeded store');
}
