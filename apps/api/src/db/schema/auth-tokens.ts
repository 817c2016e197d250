import { relations, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant, ownedBy } from './columns';
import { kioskDevices } from './kiosk-devices';
import { users } from './users';

/**
 * A bearer token, kept only as its SHA-256 hash; valid until `expires_at` unless revoked. A staff session
 * opened by a PIN on a kiosk names the kiosk: its calls are scoped to that kiosk's store.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: identity(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy('user_id', () => users.id),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    kioskDeviceId: integer('kiosk_device_id').references(() => kioskDevices.id, { onDelete: 'cascade' }),
    lastUsedAt: instant('last_used_at'),
    /** `shop`: the storefront and the kiosk; `back_office`: a staff sign-in to the back office, nothing else. */
    purpose: text('purpose').notNull().default('shop'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_user_idx').on(t.userId),
    check('auth_tokens_purpose_known', sql`${t.purpose} in ('shop', 'back_office')`),
    check('auth_tokens_back_office_not_kiosk', sql`${t.purpose} = 'shop' or ${t.kioskDeviceId} is null`),
  ],
);

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));
