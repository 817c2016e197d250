import { relations, sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, ownedBy } from './columns';
import { users } from './users';

/** A shopper's saved delivery address. Orders copy it, so deleting one never changes an order. */
export const addresses = pgTable(
  'addresses',
  {
    id: identity(),
    userId: ownedBy('user_id', () => users.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Indian PIN code: 6 digits, the first 1–9. */
    pincode: text('pincode').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    check('addresses_pincode_format', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);

export const addressesRelations = relations(addresses, ({ one }) => ({
  user: one(users, { fields: [addresses.userId], references: [users.id] }),
}));
