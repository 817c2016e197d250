import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * The answer to a request sent with an `Idempotency-Key` (the kiosk's staff actions, issue 8), so that the
 * same request sent again after a network failure is answered the same way without acting twice. A row
 * without a status is a request still being handled. Keys are per user.
 */
export const requestReplays = pgTable(
  'request_replays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [unique('request_replays_user_key_unique').on(t.userId, t.key)],
);
