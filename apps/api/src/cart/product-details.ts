import { products } from '../db/schema/index';

/** Ids are PostgreSQL `integer`s: a larger number names no row and must not reach a query (it would fail). */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `id` could name a row; anything else is a product that does not exist. */
export const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;

/** The product columns the presenter needs, for selects that join products to cart or wishlist lines. */
export const productRowColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  description: products.description,
  metalWeightMg: products.metalWeightMg,
  metalRateMinor: products.metalRateMinor,
  makingChargeMinor: products.makingChargeMinor,
  stoneValueMinor: products.stoneValueMinor,
  gstMinor: products.gstMinor,
  priceMinor: products.priceMinor,
  stock: products.stock,
  isPreorderable: products.isPreorderable,
};
