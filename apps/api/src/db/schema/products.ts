import { relations, sql, type SQL } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, updatedAt } from './columns';
import { productAttributes } from './product-attributes';
import { productCategories } from './product-categories';
import { productImages } from './product-images';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A piece of jewellery. Money is integer paise; the price is kept with the inputs it was computed from
 * (computePriceBreakup of libs/domain), so the breakup shown to a shopper always adds up to the price, a
 * whole number of rupees (its round off is the price less the subtotal and GST). A piece set with diamonds
 * keeps their grades and total weight for its details table.
 */
export const products = pgTable(
  'products',
  {
    id: identity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    metalWeightMg: integer('metal_weight_mg').notNull(),
    metalRateMinor: bigint('metal_rate_minor', { mode: 'number' }).notNull(),
    makingChargeMinor: bigint('making_charge_minor', { mode: 'number' }).notNull(),
    stoneValueMinor: bigint('stone_value_minor', { mode: 'number' }).notNull(),
    gstMinor: bigint('gst_minor', { mode: 'number' }).notNull(),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    diamondColour: text('diamond_colour'),
    diamondClarity: text('diamond_clarity'),
    /** Total carat weight of the diamonds in hundredths of a carat (0.17 ct → 17). */
    diamondCentiCarats: integer('diamond_centi_carats'),
    stock: integer('stock').notNull().default(0),
    isPreorderable: boolean('is_preorderable').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Full-text document: the name weighs most, then the description. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english'::regconfig, ${products.name}), 'A') || setweight(to_tsvector('english'::regconfig, ${products.description}), 'C')`,
      ),
  },
  (t) => [
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_price_idx').on(t.priceMinor, t.id),
    index('products_name_idx').on(t.name, t.id),
    index('products_created_at_idx').on(t.createdAt, t.id),
    index('products_popularity_idx').on(t.popularity, t.id),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_money_non_negative', sql`${t.priceMinor} >= 0 AND ${t.gstMinor} >= 0`),
    check('products_price_whole_rupees', sql`${t.priceMinor} % 100 = 0`),
    check(
      'products_diamonds_complete',
      sql`(${t.diamondCentiCarats} is null and ${t.diamondColour} is null and ${t.diamondClarity} is null) or (${t.diamondCentiCarats} > 0 and ${t.diamondColour} is not null and ${t.diamondClarity} is not null)`,
    ),
  ],
);

export const productsRelations = relations(products, ({ many }) => ({
  categories: many(productCategories),
  attributes: many(productAttributes),
  images: many(productImages),
}));
