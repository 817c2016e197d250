import type { KioskPickup, KioskPickupStatus, PaymentMethod, PaymentStatus } from '@aurelia/contracts';
import { fromMinorUnits } from '@aurelia/domain';
import { and, asc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Queries } from '../db/queries';
import { orderItems, orders, users } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { amountDueMinor, type OrderRow } from '../orders/order-presenter';

/** What the counter works on: confirmed pick-ups to make ready, and ready ones waiting for their shopper. */
export const COUNTER_PICKUP_STATUSES = ['confirmed', 'ready_for_pickup'] as const;

const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The customer and pieces of each order, keyed by order id. */
interface PickupRecord {
  order: OrderRow;
  customer: { name: string; phone: string };
}

/** The pick-up orders of a store the counter acts on, ready ones first, then by age; `q` narrows by number, name or phone. */
export async function listCounterPickups(db: Queries, storeId: number, q?: string): Promise<KioskPickup[]> {
  const search = q ? likeContains(q) : undefined;
  // A phone typed with spaces or a country code still finds the shopper: its last ten digits.
  const digits = q?.replace(/\D/g, '').slice(-10) ?? '';
  const matches: SQL | undefined = search
    ? or(ilike(orders.orderNumber, search), ilike(users.name, search), digits.length >= 4 ? ilike(users.phone, likeContains(digits)) : undefined)
    : undefined;
  const rows = await db
    .select({ order: orders, customer: { name: users.name, phone: users.phone } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.pickupStoreId, storeId), eq(orders.fulfilment, 'pickup'), inArray(orders.status, [...COUNTER_PICKUP_STATUSES]), matches))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(200);
  const present = await presenter(db, rows);
  const ready = (record: PickupRecord) => (record.order.status === 'ready_for_pickup' ? 0 : 1);
  return [...rows].sort((a, b) => ready(a) - ready(b)).map(present);
}

/** One order of the store as the counter shows it after acting on it; 404 for any other order. */
export async function findCounterPickup(db: Queries, storeId: number, orderNumber: string): Promise<KioskPickup> {
  const [row] = await db
    .select({ order: orders, customer: { name: users.name, phone: users.phone } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.pickupStoreId, storeId)));
  if (!row) throw new NotFoundError('Order', orderNumber);
  return (await presenter(db, [row]))(row);
}

/** The rows' pieces read in one query, and a function that presents a row with them. */
async function presenter(db: Queries, rows: readonly PickupRecord[]) {
  const ids = rows.map((row) => row.order.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: orderItems.orderId, name: orderItems.name, quantity: orderItems.quantity })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.id));
  return ({ order, customer }: PickupRecord): KioskPickup => ({
    order_number: order.orderNumber,
    status: order.status as KioskPickupStatus,
    customer,
    pieces: items.filter((item) => item.orderId === order.id).map(({ name, quantity }) => ({ name, quantity })),
    item_count: order.itemCount,
    total: fromMinorUnits(order.totalMinor),
    payment_method: order.paymentMethod as PaymentMethod,
    payment_status: order.paymentStatus as PaymentStatus,
    cash_due: fromMinorUnits(order.paymentStatus === 'due' ? amountDueMinor(order) : 0),
    created_at: order.createdAt.toISOString(),
  });
}
