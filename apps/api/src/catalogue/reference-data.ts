import type { Attribute, CategoryRef } from '@aurelia/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { attributes, categories } from '../db/schema/index';
import { toAttribute } from './product-presenter';

/** One read of the categories and attributes, by id. The objects are frozen: every product shares them. */
export interface ReferenceSnapshot {
  /** A category as products list it, and its rank in category order (position, then id). */
  readonly categories: ReadonlyMap<number, { readonly ref: CategoryRef; readonly rank: number }>;
  readonly attributes: ReadonlyMap<number, Attribute>;
}

/**
 * Categories and attributes kept in memory, so a product listing reads only product rows and the ids they
 * name. Both are seeded with the catalogue and no endpoint changes them while the API runs, so the copy is
 * never invalidated on a timer; it is reset when the database notifies a change to the catalogue tables
 * ({@link CatalogueReferenceData.reset}). A product naming an id the copy lacks (rows added after the first
 * read, before the notification arrives) makes it read them again, once for all requests waiting on it.
 */
export class CatalogueReferenceData {
  private current: Promise<ReferenceSnapshot> | undefined;

  constructor(private readonly db: Database) {}

  /** The copy in memory, read on first use. */
  snapshot(): Promise<ReferenceSnapshot> {
    return (this.current ??= this.load());
  }

  /** Forgets the copy: the next use reads it again (the catalogue's change notifications call this). */
  reset(): void {
    this.current = undefined;
  }

  /** A fresh copy, unless another caller already replaced `stale` (then theirs). */
  async refresh(stale: ReferenceSnapshot): Promise<ReferenceSnapshot> {
    const before = this.current;
    if (before && (await before) === stale && this.current === before) this.current = this.load();
    return this.snapshot();
  }

  private load(): Promise<ReferenceSnapshot> {
    const loading = this.read();
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (this.current === loading) this.current = undefined;
    });
    return loading;
  }

  private async read(): Promise<ReferenceSnapshot> {
    const [categoryRows, attributeRows] = await Promise.all([
      this.db
        .select({ id: categories.id, slug: categories.slug, name: categories.name })
        .from(categories)
        .orderBy(asc(categories.position), asc(categories.id)),
      this.db.select().from(attributes),
    ]);
    return {
      categories: new Map(categoryRows.map((ref, rank) => [ref.id, Object.freeze({ ref: Object.freeze(ref), rank })])),
      attributes: new Map(attributeRows.map((row) => [row.id, Object.freeze(toAttribute(row))])),
    };
  }
}

/**
 * The categories (in category order) and attributes (by id) of a product, from its ids; `undefined` when
 * the snapshot lacks one of them, so the caller can refresh it and try again.
 */
export function resolveReferences(
  snapshot: ReferenceSnapshot,
  categoryIds: readonly number[],
  attributeIds: readonly number[],
): { categories: CategoryRef[]; attributes: Attribute[] } | undefined {
  const found: { ref: CategoryRef; rank: number }[] = [];
  for (const id of categoryIds) {
    const category = snapshot.categories.get(id);
    if (!category) return undefined;
    found.push(category);
  }
  if (found.length > 1) found.sort((a, b) => a.rank - b.rank);
  const attributeList: Attribute[] = [];
  for (const id of attributeIds) {
    const attribute = snapshot.attributes.get(id);
    if (!attribute) return undefined;
    attributeList.push(attribute);
  }
  return { categories: found.map((category) => category.ref), attributes: attributeList };
}
