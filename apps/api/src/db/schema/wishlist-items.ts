import { relations } from 'drizzle-orm';
import { pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, identity } from './columns';
import { userItemColumns } from './user-items';
import { users } from './users';

/**
 * A product a signed-in user keeps for later. It names its item as a cart line does (one definition of the
 * reference); the rest changes apart: a cart line has a quantity and is priced, a wishlist entry is neither.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: identity(),
    ...userItemColumns(),
    createdAt: createdAt(),
  },
  (t) => [unique('wishlist_items_user_item_unique').on(t.userId, t.itemType, t.itemId)],
);

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  user: one(users, { fields: [wishlistItems.userId], references: [users.id] }),
}));
