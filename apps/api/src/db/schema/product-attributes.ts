import { relations } from 'drizzle-orm';
import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { ownedBy } from './columns';
import { attributes } from './attributes';
import { products } from './products';

export const productAttributes = pgTable(
  'product_attributes',
  {
    productId: ownedBy('product_id', () => products.id),
    attributeId: ownedBy('attribute_id', () => attributes.id),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeId] }),
    index('product_attributes_attribute_idx').on(t.attributeId, t.productId),
  ],
);

export const productAttributesRelations = relations(productAttributes, ({ one }) => ({
  product: one(products, { fields: [productAttributes.productId], references: [products.id] }),
  attribute: one(attributes, { fields: [productAttributes.attributeId], references: [attributes.id] }),
}));
