import { index, pgTable } from 'drizzle-orm/pg-core';
import { identity, mailedLinkColumns, ownedBy } from './columns';
import { users } from './users';

/** A password reset link's token, kept hashed: single use, 60 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: identity(),
    userId: ownedBy('user_id', () => users.id),
    ...mailedLinkColumns(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
