import { randomUUID } from 'node:crypto';
import type { Order } from '@aurelia/contracts';
import { indiaDate } from '@aurelia/domain';
import { asc, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { newShopper } from '../cart/cart.test-fixture';
import { checkout, fillCart, firstStore, HOME, send } from '../checkout/checkout.test-fixture';
import { caratCoinEntries, orders, refunds, stores, users } from '../db/schema/index';
import { callbackEvent, postCallback } from '../payments/payments.test-fixture';
import { required } from '../required';

let staffCount = 0;

/** A back-office token for a new admin, a manager of a store, or a member of staff without back-office rights. */
export async function backOfficeUser(app: FastifyInstance, kind: 'admin' | 'manager' | 'staff', storeId: number | null = null): Promise<{ id: number; token: string }> {
  staffCount += 1;
  const [user] = await app.db
    .insert(users)
    .values({
      name: `Refund Desk ${kind} ${staffCount}`,
      email: `refund-desk-${kind}-${staffCount}-${Date.now()}@aurelia.test`,
      phone: '9876543210',
      phoneCountryNumber: '91',
      phoneCountryCode: 'IN',
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: new Date(),
      role: kind === 'admin' ? 'admin' : 'staff',
      isManager: kind === 'manager',
      storeId: kind === 'admin' ? null : storeId,
    })
    .returning({ id: users.id });
  const id = required(user, 'the staff user').id;
  return { id, token: await app.issueToken(id, 'back_office') };
}

/** The seeded stores, first to last. */
export async function storeIds(app: FastifyInstance): Promise<number[]> {
  return (await app.db.select({ id: stores.id }).from(stores).orderBy(asc(stores.position), asc(stores.id))).map((row) => row.id);
}

/**
 * A new shopper's pick-up (or delivery) order of `lines`, paid: by card through the sandbox (its capture posted), or in cash
 * (due until collected); with a gift card code towards it if given.
 */
export async function placedOrder(
  app: FastifyInstance,
  secret: string,
  lines: readonly { id: number; quantity: number }[],
  options: { method?: 'card' | 'cash'; giftCardCode?: string; capture?: boolean; coins?: number; delivery?: boolean } = {},
) {
  const shopper = await newShopper(app);
  if (options.coins) {
    await app.db
      .insert(caratCoinEntries)
      .values({ userId: shopper.id, kind: 'earned', coins: options.coins, lotId: randomUUID(), onDate: indiaDate(new Date()), expiresOn: '2099-12-31' });
  }
  await fillCart(app, shopper.id, lines);
  const store = await firstStore(app);
  const address = options.delivery ? await send(app, 'POST', '/addresses', { token: shopper.token, body: HOME }) : null;
  const destination = address
    ? { fulfilment: 'delivery', address_id: (address.body['data'] as { id: number }).id }
    : { fulfilment: 'pickup', store: store.slug };
  const placed = await checkout(app, shopper.token, {
    ...destination,
    payment_method: options.method ?? 'card',
    ...(options.giftCardCode ? { gift_card_code: options.giftCardCode } : {}),
    ...(options.coins ? { coins: options.coins } : {}),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body['data'] as Order;
  if (order.payment && options.capture !== false) {
    const paid = await postCallback(app, secret, callbackEvent(order.payment.id, 'paid'));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  }
  const [row] = await app.db.select().from(orders).where(eq(orders.orderNumber, order.order_number));
  return { shopper, order, row: required(row, 'the placed order') };
}

/** Marks an order as the shopper has it (collected or delivered `daysAgo` days ago), as the back office would. */
export async function arrive(app: FastifyInstance, orderNumber: string, daysAgo = 1): Promise<void> {
  await app.db
    .update(orders)
    .set({ status: 'collected', paymentStatus: 'paid', arrivedAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000) })
    .where(eq(orders.orderNumber, orderNumber));
}

/** The id the next refund row will get, so the sandbox can be told to refuse it before it is asked. */
export async function nextRefundIds(app: FastifyInstance, count: number): Promise<string[]> {
  const [row] = await app.db.select({ last: max(refunds.id) }).from(refunds);
  const last = row?.last ?? 0;
  return Array.from({ length: count }, (_, index) => String(last + 1 + index));
}

/** A back-office call. */
export function office(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, body?: unknown, headers?: Record<string, string>) {
  return send(app, method, `/back-office/orders${url}`, { token, body, ...(headers ? { headers } : {}) });
}
