import { asc, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orderItems, orders, productAttributes, productImages, products, stores, timeslots, users } from '../db/schema/index';
import { openTestDatabase, TEST_TODAY } from '../test/build-test-app';
import { isDatabaseEmpty, seedDatabase } from './seed-database';
import { required } from '../required';

async function seededSnapshot() {
  const connection = await openTestDatabase();
  try {
    expect(await isDatabaseEmpty(connection.db)).toBe(true);
    await seedDatabase(connection.db, { images: false, today: TEST_TODAY });
    expect(await isDatabaseEmpty(connection.db)).toBe(false);
    const { db } = connection;
    return {
      products: await db.select().from(products).orderBy(asc(products.id)),
      attributes: await db.select().from(productAttributes).orderBy(asc(productAttributes.productId), asc(productAttributes.attributeId)),
      images: await db.select().from(productImages).orderBy(asc(productImages.id)),
      stores: await db.select().from(stores).orderBy(asc(stores.id)),
      timeslots: await db.select().from(timeslots).orderBy(asc(timeslots.id)),
      users: await db.select({ email: users.email, role: users.role, storeId: users.storeId, isManager: users.isManager }).from(users),
      orders: await db.select().from(orders).orderBy(asc(orders.id)),
      orderItems: await db.select().from(orderItems).orderBy(asc(orderItems.id)),
      orderEvents: await db.select().from(orderEvents).orderBy(asc(orderEvents.id)),
      passwordHashes: await db.select({ hash: users.passwordHash }).from(users),
      productCount: (await db.select({ n: count() }).from(products))[0]?.n,
    };
  } finally {
    await connection.close();
  }
}

describe('seeding the database', () => {
  it('writes identical product rows from the same seed', async () => {
    const first = await seededSnapshot();
    const second = await seededSnapshot();
    expect(first.productCount).toBeGreaterThanOrEqual(240);
    expect(second.products).toEqual(first.products);
    expect(second.attributes).toEqual(first.attributes);
    expect(second.images).toEqual(first.images);
    expect(second.stores).toEqual(first.stores);
    expect(second.timeslots).toEqual(first.timeslots);

    expect(first.stores.length).toBeGreaterThanOrEqual(6);
    expect(new Set(first.stores.map((s) => s.city)).size).toBe(first.stores.length);
    const days = new Set(first.timeslots.map((t) => t.date));
    expect(days.size).toBe(14);
    expect([...days].sort()[0]).toBe(TEST_TODAY);
    for (const slot of first.timeslots) {
      const store = required(first.stores.find((s) => s.id === slot.storeId), 'the store');
      const weekday = new Date(`${slot.date}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' }).toLowerCase();
      const hours = required(store.openingHours[weekday], `${store.slug} hours on ${weekday}`);
      expect(slot.startTime.slice(0, 5) >= hours.open).toBe(true);
      expect(slot.endTime.slice(0, 5) <= hours.close).toBe(true);
      expect(slot.capacity).toBeGreaterThan(0);
    }

    expect(first.users).toEqual(
      expect.arrayContaining([
        { email: 'shopper@aurelia.test', role: 'customer', storeId: null, isManager: false },
        { email: 'staff@aurelia.test', role: 'staff', storeId: first.stores[0]?.id, isManager: true },
        { email: 'admin@aurelia.test', role: 'admin', storeId: null, isManager: false },
        { email: 'meera@aurelia.test', role: 'staff', storeId: first.stores[1]?.id, isManager: true },
      ]),
    );
    // The demo orders, at every step of an order's life, are the same from the same seed and day.
    expect(second.orders).toEqual(first.orders);
    expect(second.orderItems).toEqual(first.orderItems);
    expect(second.orderEvents).toEqual(first.orderEvents);
    expect(first.orders.map((order) => order.status).sort()).toEqual(
      ['cancelled', 'collected', 'confirmed', 'delivered', 'packed', 'ready_for_pickup', 'ready_for_pickup', 'shipped'],
    );
    const ready = first.orders.filter((order) => order.status === 'ready_for_pickup').map((order) => order.pickupStoreId);
    expect(ready.sort()).toEqual([first.stores[0]?.id, first.stores[1]?.id].sort());
    const shipped = required(first.orders.find((order) => order.status === 'shipped'), 'the shipped order');
    expect(shipped.trackingNumber).toBeTruthy();
    const delivered = required(first.orders.find((order) => order.status === 'delivered'), 'the delivered order');
    expect(delivered.arrivedAt?.getTime()).toBeLessThan(new Date(`${TEST_TODAY}T00:00:00+05:30`).getTime());
    for (const order of first.orders) expect(first.orderEvents.some((event) => event.orderId === order.id && event.status === order.status)).toBe(true);
    for (const { hash } of first.passwordHashes) expect(hash).toMatch(/^\$argon2id\$/);
  }, 180_000);
});
