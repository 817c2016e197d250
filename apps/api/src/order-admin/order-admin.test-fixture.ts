import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderItems, orders, payments, products, stores, users } from '../db/schema/index';
import { required } from '../required';

let made = 0;
const unique = () => `${process.pid}-${Date.now()}-${++made}`;

/** A back-office user of the role asked (a manager is staff with `is_manager`), and a back-office token. */
export async function backOfficeUser(
  app: FastifyInstance,
  role: 'admin' | 'manager' | 'staff',
  storeId: number | null = null,
): Promise<{ id: number; name: string; token: string }> {
  const name = `${role} ${made + 1}`;
  const [user] = await app.db
    .insert(users)
    .values({
      name,
      email: `office-${role}-${unique()}@aurelia.test`,
      phone: '9812345678',
      phoneCountryNumber: '91',
      phoneCountryCode: 'IN',
      passwordHash: 'not-a-real-hash',
      role: role === 'admin' ? 'admin' : 'staff',
      storeId: role === 'admin' ? null : storeId,
      isManager: role === 'manager',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const id = required(user, 'the back-office user').id;
  return { id, name, token: await app.issueToken(id, 'back_office') };
}

/** The seeded stores, in their order. */
export async function seededStores(app: FastifyInstance) {
  return app.db.select({ id: stores.id, slug: stores.slug, name: stores.name, address: stores.address, city: stores.city }).from(stores).orderBy(asc(stores.position), asc(stores.id));
}

/** A shopper with a name, email and phone of their own (for search). */
export async function shopper(app: FastifyInstance, fields: { name?: string; email?: string; phone?: string } = {}) {
  const [user] = await app.db
    .insert(users)
    .values({
      name: fields.name ?? `Meera Iyer ${made + 1}`,
      email: fields.email ?? `shopper-${unique()}@aurelia.test`,
      phone: fields.phone ?? '9876500000',
      phoneCountryNumber: '91',
      phoneCountryCode: 'IN',
      passwordHash: 'not-a-real-hash',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id, email: users.email, name: users.name });
  return required(user, 'the shopper');
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
}

/**
 * An order as checkout leaves it (one line of 2 units at ₹10,000), written straight to the tables: `confirmed`
 * unless said, cash due by default (a card order is paid, with its captured attempt), picked up at `store` or
 * delivered when no store is given.
 */
export async function placedOrder(
  app: FastifyInstance,
  userId: number,
  options: {
    store?: { id: number; slug: string; name: string; address: string; city: string } | null;
    status?: string;
    paymentMethod?: 'cash' | 'card';
    createdAt?: Date;
    totalMinor?: number;
  } = {},
): Promise<PlacedOrder> {
  const [product] = await app.db.select({ id: products.id, name: products.name, slug: products.slug }).from(products).orderBy(asc(products.id)).limit(1);
  const piece = required(product, 'a seeded product');
  const method = options.paymentMethod ?? 'cash';
  const unitMinor = (options.totalMinor ?? 2_000_000) / 2;
  const store = options.store ?? null;
  const orderNumber = `AUR-T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const [row] = await app.db
    .insert(orders)
    .values({
      orderNumber,
      userId,
      status: options.status ?? 'confirmed',
      fulfilment: store ? 'pickup' : 'delivery',
      deliveryAddress: store ? null : { name: 'Meera Iyer', phone: '9876500000', line1: '4 Linking Road', line2: null, city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
      pickupStoreId: store?.id ?? null,
      pickupStore: store ? { slug: store.slug, name: store.name, address: store.address, city: store.city } : null,
      paymentMethod: method,
      paymentStatus: method === 'cash' ? 'due' : 'paid',
      subtotalMinor: unitMinor * 2,
      gstIncludedMinor: Math.round((unitMinor * 2 * 3) / 103),
      shippingMinor: 0,
      totalMinor: unitMinor * 2,
      itemCount: 2,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const order = required(row, 'the order');
  await app.db.insert(orderItems).values({
    orderId: order.id,
    productId: piece.id,
    name: piece.name,
    slug: piece.slug,
    unitPriceMinor: unitMinor,
    quantity: 2,
    reservedQuantity: 2,
    lineTotalMinor: unitMinor * 2,
    priceBreakup: {
      metalWeightMg: 5000,
      metalRateMinor: 600_000,
      metalValueMinor: unitMinor - 100_000,
      makingChargeMinor: 100_000,
      stoneValueMinor: 0,
      subtotalMinor: unitMinor,
      gstMinor: 0,
      totalMinor: unitMinor,
    },
  });
  // A card order was paid through the provider: its captured attempt is what a refund gives back.
  if (method === 'card' && (options.status ?? 'confirmed') !== 'pending_payment') {
    await app.db.insert(payments).values({
      id: randomUUID(),
      purpose: 'order',
      orderId: order.id,
      userId,
      method: 'card',
      amountMinor: unitMinor * 2,
      status: 'paid',
      provider: 'sandbox',
      providerReference: `sandbox-${order.orderNumber}`,
      returnPath: '/checkout/payment-status',
      settledAt: new Date(),
    });
  }
  return order;
}
