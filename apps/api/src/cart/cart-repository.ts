import { CART_MAX_QUANTITY, MONEY_MAX_RUPEES, type CartItemInput, type CartRemoveBody, type ItemType } from '@aurelia/contracts';
import { canSell, cartItemKey, isOneOfAKind, lineLimitOf, mergeCarts, oneOfAKindMessage, toMinorUnits, type CartItem, type CartItemRef } from '@aurelia/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { cartItems, products } from '../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import type { PricedCartLine } from './cart-presenter';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import { productRowColumns } from '../catalogue/product-queries';
import { isRowId } from '../db/row-id';

const PRODUCT: ItemType = 'product';
/** Most a whole cart may be worth: the largest amount the wire's money schema carries. */
const CART_MAX_VALUE_MINOR = toMinorUnits(MONEY_MAX_RUPEES);
/** An add refused by its line's cap is retried when the line changed in between (removed by another request). */
const ADD_ATTEMPTS = 3;

/** What an add may be: the product's stock decides, unless it can be pre-ordered; one of a kind, one at most. */
interface StockRow {
  id: number;
  name: string;
  stock: number;
  isPreorderable: boolean;
  stoneValueMinor: number;
}

/**
 * Most of `product` one cart line may hold: its stock, unless pre-orderable; never above the contract's cap, and
 * one of a one-of-a-kind piece.
 */
function lineCap(product: StockRow): number {
  return lineLimitOf(product, product.isPreorderable ? CART_MAX_QUANTITY : Math.min(CART_MAX_QUANTITY, product.stock));
}

/** The 422 of a second one of a one-of-a-kind piece, on `quantity`, its sentence naming the piece. */
export function oneOfAKindRefusal(name: string): ValidationError {
  const message = oneOfAKindMessage(name);
  return new ValidationError({ quantity: [message] }, message);
}

/** Why a line cannot hold `total`: one of a kind (422), then out of stock (409), then the per-line cap (422). */
function refusal(product: StockRow, total: number): Error | null {
  if (isOneOfAKind(product) && total > 1) return oneOfAKindRefusal(product.name);
  if (!canSell(product, total)) {
    return new ConflictError(
      product.stock === 0
        ? `${product.name} is out of stock.`
        : `Only ${product.stock} of ${product.name} in stock; the cart would hold ${total}.`,
    );
  }
  if (total > CART_MAX_QUANTITY) {
    return new ValidationError({ quantity: [`A cart line holds at most ${CART_MAX_QUANTITY}; it would hold ${total}.`] });
  }
  return null;
}

const lineOf = (userId: number) => (ref: CartItemRef) =>
  and(eq(cartItems.userId, userId), eq(cartItems.itemType, ref.item_type), eq(cartItems.itemId, ref.item_id));

/**
 * The server cart of signed-in users: one line per item and user, priced from the catalogue when
 * read, never from what a client sent. Writes are single statements or transactions that hold under
 * concurrent requests of the same user.
 */
export class CartRepository {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueRepository,
  ) {}

  /** The lines of a user's cart in the order they were first added, each with its product as it is now. */
  async lines(userId: number): Promise<PricedCartLine[]> {
    const rows = await this.db
      .select({ itemId: cartItems.itemId, quantity: cartItems.quantity, product: productRowColumns })
      .from(cartItems)
      .leftJoin(products, eq(products.id, cartItems.itemId))
      .where(and(eq(cartItems.userId, userId), eq(cartItems.itemType, PRODUCT)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const details = await this.catalogue.findProductsByIds(rows.flatMap((row) => (row.product ? [row.product.id] : [])));
    return rows.map(({ itemId, quantity, product }) => {
      const wire = product && details.get(product.id);
      return {
        itemId,
        itemType: PRODUCT,
        quantity,
        product: product && wire ? { name: product.name, priceMinor: product.priceMinor, details: wire } : null,
      };
    });
  }

  /**
   * The product lines of a user's cart, bare (item and quantity), in the order they were first added; read
   * with `queries` (a transaction of the caller's) when given.
   */
  async quantities(userId: number, queries: Queries = this.db): Promise<{ itemId: number; quantity: number }[]> {
    return queries
      .select({ itemId: cartItems.itemId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.itemType, PRODUCT)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  /**
   * Adds `quantity` of a product to the user's line, creating it if absent, in one upsert that only grows a
   * line while it stays within the product's stock (unless pre-orderable) and the per-line cap.
   * Throws 404 for an unknown product, 409 beyond stock, 422 beyond the cap or the cart's value limit.
   */
  async add(userId: number, item: Pick<CartItemInput, 'item_id' | 'item_type' | 'quantity'>): Promise<void> {
    const product = await this.stockOf(item.item_id);
    if (!product) throw new NotFoundError('Product', item.item_id);
    const cap = lineCap(product);
    const early = item.quantity > cap ? refusal(product, item.quantity) : null;
    if (early) throw early;

    for (let attempt = 1; attempt <= ADD_ATTEMPTS; attempt++) {
      const added = await this.db.transaction(async (tx) => {
        const [line] = await tx
          .insert(cartItems)
          .values({ userId, itemType: item.item_type, itemId: item.item_id, quantity: item.quantity })
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.itemType, cartItems.itemId],
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
            setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${cap}`,
          })
          .returning({ quantity: cartItems.quantity });
        if (line) await this.assertValueWithinLimit(tx, userId);
        return line !== undefined;
      });
      if (added) return;
      const [held] = await this.db.select({ quantity: cartItems.quantity }).from(cartItems).where(lineOf(userId)(item));
      const error = refusal(product, (held?.quantity ?? 0) + item.quantity);
      if (error) throw error;
    }
    throw new ConflictError('The cart changed while adding to it; try again.');
  }

  /** Removes the user's line of an item; nothing happens when there is none. */
  async remove(userId: number, ref: CartRemoveBody): Promise<void> {
    await this.db.delete(cartItems).where(lineOf(userId)(ref));
  }

  /**
   * Merges a browser cart into the user's cart in one transaction with libs/domain's `mergeCarts`: an item in
   * both keeps the larger quantity, server-only lines stay, local-only lines are added. Lines of products the
   * catalogue does not know are dropped and returned. Stock is not checked: the cart reserves nothing, and
   * checkout is where stock decides.
   */
  async merge(userId: number, local: readonly CartItem[]): Promise<{ dropped: CartItemRef[] }> {
    return this.db.transaction(async (tx) => {
      const ids = [...new Set(local.map((line) => line.item_id).filter(isRowId))];
      const known = new Map(
        ids.length === 0
          ? []
          : (await tx.select({ id: products.id, stoneValueMinor: products.stoneValueMinor }).from(products).where(inArray(products.id, ids))).map(
              (row) => [row.id, row] as const,
            ),
      );
      // A browser's line of a one-of-a-kind piece holds one, whatever it asked: the bag it joins never holds two.
      const kept = local.flatMap((line) => {
        const product = line.item_type === PRODUCT ? known.get(line.item_id) : undefined;
        return product ? [{ ...line, quantity: lineLimitOf(product, line.quantity) }] : [];
      });
      const dropped = local
        .filter((line) => !(line.item_type === PRODUCT && known.has(line.item_id)))
        .map(({ item_id, item_type }) => ({ item_id, item_type }));
      if (kept.length === 0) return { dropped };

      const server = await tx
        .select({ item_id: cartItems.itemId, item_type: cartItems.itemType, quantity: cartItems.quantity })
        .from(cartItems)
        .where(eq(cartItems.userId, userId));
      const held = new Map(server.map((line) => [cartItemKey(line), line.quantity]));
      const changed = mergeCarts(
        kept,
        server.map((line) => ({ ...line, name: '', price: 0 })),
      ).filter((line) => held.get(cartItemKey(line)) !== line.quantity);
      if (changed.length > 0) {
        await tx
          .insert(cartItems)
          .values(changed.map((line) => ({ userId, itemType: line.item_type, itemId: line.item_id, quantity: line.quantity })))
          .onConflictDoUpdate({
            target: [cartItems.userId, cartItems.itemType, cartItems.itemId],
            // The same rule again, so a line another request grew meanwhile is not shrunk.
            set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)`, updatedAt: sql`now()` },
          });
        await this.assertValueWithinLimit(tx, userId);
      }
      return { dropped };
    });
  }

  /**
   * `{ is_available }` of `POST /check-product-available`: in stock for the quantity, or pre-orderable; never more
   * than one of a one-of-a-kind piece.
   */
  async isAvailable(itemId: number, quantity: number): Promise<boolean> {
    const product = await this.stockOf(itemId);
    return product !== null && canSell(product, quantity) && quantity <= lineLimitOf(product, quantity);
  }

  private async stockOf(itemId: number): Promise<StockRow | null> {
    if (!isRowId(itemId)) return null;
    const [row] = await this.db
      .select({ id: products.id, name: products.name, stock: products.stock, isPreorderable: products.isPreorderable, stoneValueMinor: products.stoneValueMinor })
      .from(products)
      .where(eq(products.id, itemId));
    return row ?? null;
  }

  /** A cart worth more than the wire's money can carry could not be shown; refuse the write that made it. */
  private async assertValueWithinLimit(tx: Pick<Database, 'select'>, userId: number): Promise<void> {
    const [row] = await tx
      .select({ value: sql<number>`coalesce(sum(${products.priceMinor} * ${cartItems.quantity}), 0)`.mapWith(Number) })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.itemId))
      .where(eq(cartItems.userId, userId));
    if ((row?.value ?? 0) > CART_MAX_VALUE_MINOR) {
      throw new ValidationError({ quantity: [`A cart may be worth at most ₹${MONEY_MAX_RUPEES.toLocaleString('en-IN')}.`] });
    }
  }
}
