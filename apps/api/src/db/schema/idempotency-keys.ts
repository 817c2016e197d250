import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identity, ownedBy } from './columns';
import { orders } from './orders';
import { users } from './users';

/**
 * An `Idempotency-Key` a user sent, with a fingerprint of the request it came with and what answers that
 * request again: the order it created (checkout, a payment retry), a row that points here (a gift card, a
 * gold plan subscription or payment), or, for routes with no such row, the stored answer (`status_code` and
 * `response_body`; none yet while the first request is still being handled). Keys are per user: two users
 * may send the same key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: identity(),
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [unique('idempotency_keys_user_key_unique').on(t.userId, t.key)],
);
