import { z } from 'zod';
import { dataEnvelope, idSchema, MONEY_MAX_RUPEES, moneySchema, paginated, rowIdRange, slugSchema } from './common';

/** A category as a product lists it (docs/behaviour.md §3: "categories (list of id, slug)"). */
export const categoryRefSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/** The facet an attribute belongs to; the category page groups its filters by it. */
export const attributeGroupSchema = z.enum(['metal', 'purity', 'stone', 'occasion', 'gender', 'collection']);
export type AttributeGroup = z.infer<typeof attributeGroupSchema>;

/** docs/behaviour.md §3 "Attribute: id, name, title": `name` is the value (`18K`), `title` its label (`18 Karat`). */
export const attributeSchema = z.object({
  id: idSchema,
  name: z.string(),
  title: z.string(),
  group: attributeGroupSchema,
});
export type Attribute = z.infer<typeof attributeSchema>;

/**
 * A site-relative image path such as `/images/products/ring.png`, fetched through the image proxy
 * (`/_ipx/<modifiers>/images/products/ring.png`). No scheme, host, query or empty segment, and no segment
 * starts with a dot, so `..` cannot climb out of the image folder.
 */
export const imagePathSchema = z
  .string()
  .max(300)
  .regex(/^(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/, 'Invalid image path');

export const productImageSchema = z.object({
  url: imagePathSchema,
  alt: z.string(),
  width: z.int().min(1),
  height: z.int().min(1),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/**
 * A round off: what brings subtotal + GST to the price, signed. The price rule keeps it within half a rupee; the
 * schema does not, so a price changed by hand still answers (its breakup adds up, its round off shows the change).
 */
export const roundOffSchema = z
  .number({ error: 'Enter the round off in rupees' })
  .min(-MONEY_MAX_RUPEES, 'Enter a round off up to ₹100 crore')
  .max(MONEY_MAX_RUPEES, 'Enter a round off up to ₹100 crore')
  .multipleOf(0.01, 'Enter the round off in paise')
  .describe('Round off to the whole rupee, signed, in rupees');

/**
 * How the server priced a piece: metal value + making charge + stone value, then 3% GST, then the round off to
 * the whole rupee (`total = subtotal + gst + round_off`; absent from older answers, where it is the difference).
 */
export const priceBreakupSchema = z.object({
  metal_weight_g: z.number().min(0).multipleOf(0.001).describe('Metal weight in grams, up to 3 decimals'),
  metal_rate_per_g: moneySchema,
  metal_value: moneySchema,
  making_charge: moneySchema,
  stone_value: moneySchema,
  subtotal: moneySchema,
  gst: moneySchema,
  round_off: roundOffSchema.optional(),
  total: moneySchema,
});
export type PriceBreakup = z.infer<typeof priceBreakupSchema>;

/** The diamonds set in a piece, as its details table shows them: colour and clarity grades, total carat weight. */
export const diamondDetailsSchema = z.object({
  colour: z.string().min(1).max(20).describe('Colour grade, e.g. IJ'),
  clarity: z.string().min(1).max(20).describe('Clarity grade, e.g. SI'),
  carat: z.number().positive().multipleOf(0.01).describe('Total carat weight of the diamonds, 2 decimals'),
});
export type DiamondDetails = z.infer<typeof diamondDetailsSchema>;

/**
 * A product. `item_id` repeats `id` and `item_type` is always `product`, so a product can go straight into
 * a cart line (docs/behaviour.md §3). `is_available` is false when the product is out of stock and not pre-orderable.
 */
export const productSchema = z.object({
  id: idSchema,
  item_id: idSchema.describe('Same as id'),
  item_type: z.literal('product'),
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  is_preorderable: z.boolean(),
  stock: z.int().min(0),
  is_available: z.boolean(),
  categories: z.array(categoryRefSchema),
  attributes: z.array(attributeSchema),
  images: z.array(productImageSchema),
  price_breakup: priceBreakupSchema,
  /** Present only on a piece set with diamonds. */
  diamonds: diamondDetailsSchema.optional(),
});
export type Product = z.infer<typeof productSchema>;

/** Products per page when the query gives none (docs/behaviour.md §9), and the most a page may hold. */
export const PRODUCT_LIST_DEFAULT_PER_PAGE = 12;
export const PRODUCT_LIST_MAX_PER_PAGE = 48;
/** Most attribute ids one `$in` filter may list. */
export const PRODUCT_LIST_MAX_ATTRIBUTE_IDS = 50;
/** Longest search text accepted in `q`. */
export const PRODUCT_SEARCH_MAX_LENGTH = 100;

export const productSortFieldSchema = z.enum(['price', 'name', 'created_at', 'popularity']);
export type ProductSortField = z.infer<typeof productSortFieldSchema>;
export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** One sort key, `field:direction`, e.g. `price:asc`. */
export const productSortSchema = z.templateLiteral([productSortFieldSchema, ':', sortDirectionSchema]);
export type ProductSort = z.infer<typeof productSortSchema>;

const queryInt = z.coerce.number<number | string>().int();

/** A price band's edge in whole rupees; the catalogue holds nothing dearer than ₹100 crore. */
const queryRupees = z.coerce
  .number<number | string>({ error: 'Enter the price in whole rupees' })
  .int('Enter the price in whole rupees')
  .min(0, 'Enter a price of ₹0 or more')
  .max(MONEY_MAX_RUPEES, 'Enter a price up to ₹100 crore');

/**
 * `filters[attributes][id][$in]` after `qs` parsing: an array (`$in[]=1&$in[]=2`), a single value
 * (`$in=1`) or a comma-separated list (`$in=1,2`). Always an array of ids once parsed.
 */
const attributeIdsSchema = z
  .union([z.array(z.union([z.string(), z.number()])), z.string(), z.number()])
  .transform((value) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value]))
  .pipe(z.array(z.coerce.number<string | number>().int().min(1).meta(rowIdRange)).max(PRODUCT_LIST_MAX_ATTRIBUTE_IDS));

/**
 * The query of `GET /products` as the server receives it after `qs` parsing (docs/behaviour.md §7):
 * `filters[categories][slug][$eq]`, `filters[attributes][id][$in]`, `sort[]`, `page`, `per_page`, plus `q`
 * for search and `price_min`/`price_max` (whole rupees, both ends included) for a price band. Numbers arrive as
 * strings and are coerced; `sort` may be one string or a list.
 */
export const productListQuerySchema = z
  .object({
    filters: z
      .object({
        categories: z
          .object({
            slug: z.object({ $eq: z.string().trim().min(1).max(150).optional() }).optional(),
          })
          .optional(),
        attributes: z
          .object({
            id: z.object({ $in: attributeIdsSchema.optional() }).optional(),
          })
          .optional(),
      })
      .optional(),
    sort: z
      .union([productSortSchema, z.array(productSortSchema).max(4)])
      .transform((value) => (Array.isArray(value) ? value : [value]))
      .optional(),
    page: queryInt.min(1).default(1),
    per_page: queryInt.min(1).max(PRODUCT_LIST_MAX_PER_PAGE).default(PRODUCT_LIST_DEFAULT_PER_PAGE),
    q: z
      .string()
      .trim()
      .max(PRODUCT_SEARCH_MAX_LENGTH)
      .transform((text) => (text === '' ? undefined : text))
      .optional(),
    price_min: queryRupees.optional(),
    price_max: queryRupees.optional(),
  })
  .refine((query) => query.price_min === undefined || query.price_max === undefined || query.price_min <= query.price_max, {
    path: ['price_max'],
    message: 'Choose a highest price at or above the lowest',
  });
/** What a caller may send: every field optional, numbers as numbers or strings. */
export type ProductListQuery = z.input<typeof productListQuerySchema>;
/** What the server works with: defaults applied, ids as numbers, `sort` always a list, blank `q` dropped. */
export type ParsedProductListQuery = z.output<typeof productListQuerySchema>;

export const productListResponseSchema = paginated(productSchema).extend({
  /**
   * With `q`, when the API corrected words the catalogue does not hold: the words it searched for instead
   * (`daimond rnig` → `diamond ring`), for a "Showing results for" line. Absent otherwise.
   */
  corrected_query: z.string().optional(),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** `GET /product/:slug`. Any non-empty slug is accepted; an unknown one is a 404, not a 422. */
export const productSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export type ProductSlugParams = z.infer<typeof productSlugParamsSchema>;

/** `GET /product/id/:id`. */
export const productIdParamsSchema = z.object({ id: z.coerce.number<number | string>().int().min(1).meta(rowIdRange) });
export type ProductIdParams = z.input<typeof productIdParamsSchema>;

export const productResponseSchema = dataEnvelope(productSchema);
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const attributeListResponseSchema = dataEnvelope(z.array(attributeSchema));
export type AttributeListResponse = z.infer<typeof attributeListResponseSchema>;
