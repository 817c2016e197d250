import { relations } from 'drizzle-orm';
import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { identity } from './columns';
import { productAttributes } from './product-attributes';

/** A filterable facet value: `group` is metal, purity, stone, occasion, gender or collection. */
export const attributes = pgTable(
  'attributes',
  {
    id: identity(),
    group: text('group').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('attributes_group_name_unique').on(t.group, t.name)],
);

export const attributesRelations = relations(attributes, ({ many }) => ({
  products: many(productAttributes),
}));
