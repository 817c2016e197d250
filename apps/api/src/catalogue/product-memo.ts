import type { Product } from '@aurelia/contracts';
import type { ProductWithRelationsRow } from './product-queries';
import type { ReferenceSnapshot } from './reference-data';

/** Most products remembered; past it the memo starts again (the seeded shop has a few hundred). */
const MAX_PRODUCTS = 10_000;

const SCALAR_COLUMNS = [
  'id',
  'slug',
  'name',
  'description',
  'metalWeightMg',
  'metalRateMinor',
  'makingChargeMinor',
  'stoneValueMinor',
  'gstMinor',
  'priceMinor',
  'diamondColour',
  'diamondClarity',
  'diamondCentiCarats',
  'stock',
  'isPreorderable',
  'imagesJson',
] as const satisfies readonly (keyof ProductWithRelationsRow)[];

const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/** Whether two reads of a product hold the same data, so they present alike. */
function sameRow(a: ProductWithRelationsRow, b: ProductWithRelationsRow): boolean {
  return (
    SCALAR_COLUMNS.every((column) => a[column] === b[column]) &&
    sameIds(a.categoryIds, b.categoryIds) &&
    sameIds(a.attributeIds, b.attributeIds)
  );
}

/** Freezes a wire product and everything in it, so it can be handed to every request that lists it. */
export function deepFreeze(product: Product): Readonly<Product> {
  for (const image of product.images) Object.freeze(image);
  Object.freeze(product.images);
  Object.freeze(product.categories);
  Object.freeze(product.attributes);
  Object.freeze(product.price_breakup);
  if (product.diamonds) Object.freeze(product.diamonds);
  return Object.freeze(product);
}

/**
 * The last wire product built for each product id, with the row it was built from. Every listing still
 * reads the rows; only when a row is unchanged (every column, relation ids and images compared, and the
 * same reference data) is the earlier product reused, so a change in the database shows at once. Reusing
 * the frozen object also lets its validated JSON be reused ({@link productListSerializer}).
 */
export class ProductMemo {
  private readonly entries = new Map<
    number,
    { row: ProductWithRelationsRow; snapshot: ReferenceSnapshot; product: Readonly<Product> }
  >();

  get(row: ProductWithRelationsRow, snapshot: ReferenceSnapshot): Readonly<Product> | undefined {
    const entry = this.entries.get(row.id);
    return entry && entry.snapshot === snapshot && sameRow(entry.row, row) ? entry.product : undefined;
  }

  set(row: ProductWithRelationsRow, snapshot: ReferenceSnapshot, product: Readonly<Product>): void {
    if (this.entries.size >= MAX_PRODUCTS && !this.entries.has(row.id)) this.entries.clear();
    this.entries.set(row.id, { row, snapshot, product });
  }
}
