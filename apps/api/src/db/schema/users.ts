import { relations, sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { authTokens } from './auth-tokens';
import { createdAt, identity, instant, updatedAt } from './columns';
import { stores } from './stores';

/**
 * A shopper (`customer`), a store employee (`staff`, tied to a store; a manager when `is_manager`), or an
 * `admin` of the whole shop (no store). Email is unique ignoring case.
 * Staff unlock the store's kiosk with a PIN (kept as an argon2id hash); wrong PINs in a row are counted and
 * lock them out for a while (libs/domain `afterWrongPin`). A manager may also register kiosks.
 */
export const users = pgTable(
  'users',
  {
    id: identity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    phoneCountryNumber: text('phone_country_number').notNull(),
    phoneCountryCode: text('phone_country_code').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['customer', 'staff', 'admin'] })
      .notNull()
      .default('customer'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    isManager: boolean('is_manager').notNull().default(false),
    pinHash: text('pin_hash'),
    pinFailedAttempts: integer('pin_failed_attempts').notNull().default(0),
    pinLockedUntil: instant('pin_locked_until'),
    emailVerifiedAt: instant('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} IN ('customer', 'staff', 'admin')`),
    check('users_admin_has_no_store', sql`${t.role} <> 'admin' or ${t.storeId} is null`),
    check('users_pin_attempts_check', sql`${t.pinFailedAttempts} >= 0`),
  ],
);

export const usersRelations = relations(users, ({ one, many }) => ({
  store: one(stores, { fields: [users.storeId], references: [stores.id] }),
  tokens: many(authTokens),
}));
