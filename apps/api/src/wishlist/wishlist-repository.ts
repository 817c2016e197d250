import type { ItemType, Product, WishlistItemBody } from '@aurelia/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { products, wishlistItems } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { productRowColumns } from '../catalogue/product-queries';
import { isRowId } from '../db/row-id';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';

const PRODUCT: ItemType = 'product';

/** The wishlist of signed-in users: one entry per product and user. */
export class WishlistRepository {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /** The user's wishlisted products, most recently added first; products gone from the catalogue are left out. */
  async list(userId: number): Promise<Product[]> {
    const rows = await this.db
      .select(productRowColumns)
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.itemId))
      .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemType, PRODUCT)))
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    const details = await this.catalogue.findProductsByIds(rows.map((row) => row.id));
    return rows.flatMap((row) => details.get(row.id) ?? []);
  }

  /** Adds a product; adding one already listed changes nothing (it keeps its place). 404 for an unknown product. */
  async add(userId: number, item: WishlistItemBody): Promise<void> {
    const known =
      isRowId(item.item_id) &&
      (await this.db.select({ id: products.id }).from(products).where(eq(products.id, item.item_id))).length > 0;
    if (!known) throw new NotFoundError('Product', item.item_id);
    await this.db
      .insert(wishlistItems)
      .values({ userId, itemType: item.item_type, itemId: item.item_id })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.itemType, wishlistItems.itemId] });
  }

  /** Removes a product; nothing happens when it is not listed. */
  async remove(userId: number, item: WishlistItemBody): Promise<void> {
    await this.db
      .delete(wishlistItems)
      .where(
        and(eq(wishlistItems.userId, userId), eq(wishlistItems.itemType, item.item_type), eq(wishlistItems.itemId, item.item_id)),
      );
  }
}
