import { relations } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity } from './columns';
import { productCategories } from './product-categories';

export const categories = pgTable('categories', {
  id: identity(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  position: integer('position').notNull().default(0),
});

export const categoriesRelations = relations(categories, ({ many }) => ({
  products: many(productCategories),
}));
