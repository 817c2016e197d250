import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { stores } from './stores';
import { users } from './users';

/**
 * A kiosk registered by a manager for one store. Its device token is kept only as a SHA-256 hash;
 * a revoked kiosk must be set up again. Wrong PINs typed on it are counted too, whoever they were for: a kiosk
 * over the limit is locked for a while (libs/domain `afterWrongKioskPin`), so one screen cannot lock out all staff.
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: timestamp('pin_locked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('kiosk_devices_store_idx').on(t.storeId)],
);

export const kioskDevicesRelations = relations(kioskDevices, ({ one }) => ({
  store: one(stores, { fields: [kioskDevices.storeId], references: [stores.id] }),
}));
