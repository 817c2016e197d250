import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';
import { users } from './users';

/** A manager opened a store's counter outside its opening hours, until `open_until` (recorded in `audit_log` too). */
export const counterHoursOverrides = pgTable(
  'counter_hours_overrides',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    openUntil: timestamp('open_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('counter_hours_overrides_store_idx').on(t.storeId, t.openUntil)],
);
