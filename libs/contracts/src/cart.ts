import { z } from 'zod';
import { dataEnvelope, idSchema, moneySchema } from './common';
import { productSchema } from './catalogue';

/** The kinds of item a cart holds; docs/behaviour.md §3 shows only `product`. */
export const itemTypeSchema = z.literal('product');
export type ItemType = z.infer<typeof itemTypeSchema>;

/** Most of one item a cart line may hold. */
export const CART_MAX_QUANTITY = 99;
/** Most lines one `POST /cart/sync` may carry. */
export const CART_SYNC_MAX_ITEMS = 100;

const quantitySchema = z
  .int({ error: 'Choose a quantity' })
  .min(1, 'Choose a quantity of at least 1')
  .max(CART_MAX_QUANTITY, `A cart line holds at most ${CART_MAX_QUANTITY} of one piece`);

/**
 * A cart line as the browser keeps it and sends it (docs/behaviour.md §3, §7): `item_id, item_type, quantity, name,
 * price`. `name` and `price` are the client's copy for display; the server prices from its own records.
 */
export const cartItemSchema = z.object({
  item_id: idSchema,
  item_type: itemTypeSchema,
  quantity: quantitySchema,
  name: z.string().trim().min(1).max(200),
  price: moneySchema,
});
export type CartItemInput = z.infer<typeof cartItemSchema>;

/** `POST /cart/add`: adds `quantity` to the line, creating it if absent. */
export const cartAddBodySchema = cartItemSchema;
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/** `POST /cart/remove`: removes the whole line; removing an absent line is not an error. */
export const cartRemoveBodySchema = z.object({
  item_id: idSchema,
  item_type: itemTypeSchema,
});
export type CartRemoveBody = z.infer<typeof cartRemoveBodySchema>;

/**
 * A line of the server cart (docs/architecture.md): the server's unit `price`, `line_total` = price × quantity,
 * and the product's details (`null` once the product is withdrawn from sale).
 */
export const bagItemSchema = z.object({
  item_id: idSchema,
  item_type: itemTypeSchema,
  quantity: z.int().min(1),
  name: z.string(),
  price: moneySchema,
  line_total: moneySchema,
  product: productSchema.nullable(),
});
export type BagItem = z.infer<typeof bagItemSchema>;

/** The server cart: `GET /cart/`, and the answer of add, remove and sync. */
export const cartResponseSchema = dataEnvelope(
  z.object({
    bag_items: z.array(bagItemSchema),
    subtotal: moneySchema,
    item_count: z.int().min(0).describe('Sum of the quantities'),
  }),
);
export type CartResponse = z.infer<typeof cartResponseSchema>;

/**
 * `POST /cart/sync` after login or register: the browser's cart merged into the server's (docs/behaviour.md §4).
 * The same item may appear twice; the server merges the lines.
 */
export const cartSyncBodySchema = z.object({
  cart: z.array(cartItemSchema).max(CART_SYNC_MAX_ITEMS),
});
export type CartSyncBody = z.infer<typeof cartSyncBodySchema>;

/** `POST /check-product-available`: could this quantity be bought now? */
export const checkAvailabilityBodySchema = z.object({
  item_id: idSchema,
  item_type: itemTypeSchema,
  quantity: quantitySchema,
});
export type CheckAvailabilityBody = z.infer<typeof checkAvailabilityBodySchema>;

/** At the top level, as docs/behaviour.md §7 writes it, not inside `data`. */
export const checkAvailabilityResponseSchema = z.object({ is_available: z.boolean() });
export type CheckAvailabilityResponse = z.infer<typeof checkAvailabilityResponseSchema>;
