import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, ownedBy } from './columns';
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
    id: identity(),
    storeId: ownedBy('store_id', () => stores.id),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    registeredBy: integer('registered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at'),
    revokedAt: instant('revoked_at'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: instant('pin_locked_until'),
  },
  (t) => [index('kiosk_devices_store_idx').on(t.storeId)],
);

export const kioskDevicesRelations = relations(kioskDevices, ({ one }) => ({
  store: one(stores, { fields: [kioskDevices.storeId], references: [stores.id] }),
}));
