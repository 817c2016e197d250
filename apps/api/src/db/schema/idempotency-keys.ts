import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * An `Idempotency-Key` a user sent to `POST /checkout`, with a fingerprint of the request it came with and
 * the order it created. Keys are per user: two users may send the same key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('idempotency_keys_user_key_unique').on(t.userId, t.key)],
);
