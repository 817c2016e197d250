import { relations, sql } from 'drizzle-orm';
import { check, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { createdAt, identity, updatedAt } from './columns';
import { userItemColumns } from './user-items';
import { users } from './users';

/** A line of a signed-in user's server cart; one line per item. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: identity(),
    ...userItemColumns(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('cart_items_user_item_unique').on(t.userId, t.itemType, t.itemId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  user: one(users, { fields: [cartItems.userId], references: [users.id] }),
}));
