import { integer, text } from 'drizzle-orm/pg-core';
import { ownedBy } from './columns';
import { users } from './users';

/** A signed-in user's reference to a catalogue item, as the cart and the wishlist both keep it. */
export const userItemColumns = () => ({
  userId: ownedBy('user_id', () => users.id),
  itemType: text('item_type').notNull(),
  itemId: integer('item_id').notNull(),
});
