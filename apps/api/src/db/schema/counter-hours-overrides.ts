import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, ownedBy } from './columns';
import { stores } from './stores';
import { users } from './users';

/** A manager opened a store's counter outside its opening hours, until `open_until` (recorded in `audit_log` too). */
export const counterHoursOverrides = pgTable(
  'counter_hours_overrides',
  {
    id: identity(),
    storeId: ownedBy('store_id', () => stores.id),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    openUntil: instant('open_until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('counter_hours_overrides_store_idx').on(t.storeId, t.openUntil)],
);
