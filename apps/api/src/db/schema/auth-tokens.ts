import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const authTokensRelations = relations(authTokens, ({ one }) => ({
  user: one(users, { fields: [authTokens.userId], references: [users.id] }),
}));
