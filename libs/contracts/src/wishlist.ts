import { z } from 'zod';
import { dataEnvelope, idSchema } from './common';
import { productSchema } from './catalogue';
import { itemTypeSchema } from './cart';
import { e } from './endpoint-responses';

/** `POST /wishlist/add` and `POST /wishlist/remove`: the item, as a cart line names it. */
export const wishlistItemBodySchema = z.object({
  item_id: idSchema,
  item_type: itemTypeSchema,
});
export type WishlistItemBody = z.infer<typeof wishlistItemBodySchema>;

/**
 * The signed-in shopper's wishlist: the products, most recently added first. A product withdrawn from sale
 * leaves the list. `GET /wishlist` answers with it, and so do add and remove.
 */
export const wishlistResponseSchema = dataEnvelope(z.array(productSchema));
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

/**
 * The wishlist calls (docs/architecture.md "Endpoints we design"; docs/behaviour.md §7 does not show them), in the shape of
 * the spec's endpoint table. Adding is idempotent: adding a listed product again changes nothing.
 */
export const wishlistEndpoints = {
  getWishlist: {
    method: 'GET',
    path: '/wishlist',
    summary: 'The wishlist, most recently added first',
    auth: 'required',
    response: { 200: wishlistResponseSchema, 401: e, 429: e, 500: e },
  },
  addToWishlist: {
    method: 'POST',
    path: '/wishlist/add',
    summary: 'Add a product to the wishlist (idempotent)',
    auth: 'required',
    body: wishlistItemBodySchema,
    response: { 200: wishlistResponseSchema, 400: e, 401: e, 404: e, 422: e, 429: e, 500: e },
  },
  removeFromWishlist: {
    method: 'POST',
    path: '/wishlist/remove',
    summary: 'Remove a product from the wishlist; removing an absent one is not an error',
    auth: 'required',
    body: wishlistItemBodySchema,
    response: { 200: wishlistResponseSchema, 400: e, 401: e, 422: e, 429: e, 500: e },
  },
} as const;
