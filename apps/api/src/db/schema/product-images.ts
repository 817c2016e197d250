import { relations } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, ownedBy } from './columns';
import { products } from './products';

/** `path` is site-relative (`/images/pieces/<design>-1.webp`, a render shared by a design's products), served through the image proxy. */
export const productImages = pgTable(
  'product_images',
  {
    id: identity(),
    productId: ownedBy('product_id', () => products.id),
    path: text('path').notNull(),
    alt: text('alt').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));
