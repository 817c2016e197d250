import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { orders, users } from '../db/schema/index';
import { required } from '../required';

/** An order and who placed it (their address and name), for the mails of its care. */
export async function orderAndBuyer(db: Database, orderId: number): Promise<{ order: typeof orders.$inferSelect; email: string; name: string }> {
  const [row] = await db.select({ order: orders, email: users.email, name: users.name }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
  return required(row, `order ${orderId}`);
}
