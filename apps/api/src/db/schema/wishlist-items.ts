import { relations } from 'drizzle-orm';
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * A product a signed-in user keeps for later. Its user and item columns repeat cart_items' on purpose: the two
 * lists change apart (a cart line has a quantity and is priced; a wishlist entry is neither) and a shared table
 * or column helper would tie their migrations together.
 */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('wishlist_items_user_item_unique').on(t.userId, t.itemType, t.itemId)],
);

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  user: one(users, { fields: [wishlistItems.userId], references: [users.id] }),
}));
