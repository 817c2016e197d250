import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, mailedLinkColumns, ownedBy } from './columns';
import { users } from './users';

/**
 * An email verification link's token, kept hashed, for the address it was sent to: the account's own
 * address after sign-up, or the new one a signed-in user asked to change to (which replaces the account's
 * email only when the link comes back). Single use, 24 hours; only a user's newest link is alive.
 */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: identity(),
    userId: ownedBy('user_id', () => users.id),
    email: text('email').notNull(),
    ...mailedLinkColumns(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);
