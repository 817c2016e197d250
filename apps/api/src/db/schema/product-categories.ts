import { relations } from 'drizzle-orm';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ownedBy } from './columns';
import { categories } from './categories';
import { products } from './products';

export const productCategories = pgTable(
  'product_categories',
  {
    productId: ownedBy('product_id', () => products.id),
    categoryId: ownedBy('category_id', () => categories.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId, t.productId),
  ],
);

export const productCategoriesRelations = relations(productCategories, ({ one }) => ({
  product: one(products, { fields: [productCategories.productId], references: [products.id] }),
  category: one(categories, { fields: [productCategories.categoryId], references: [categories.id] }),
}));
