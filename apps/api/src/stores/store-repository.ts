import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { pages, stores } from '../db/schema/index';
import type { PageRow, StoreRow } from './store-presenter';

/** Stores and CMS pages, read-only: both are written by the seed. */
export class StoreRepository {
  constructor(private readonly db: Database) {}

  /** The stores in display order; with `city`, only those in that city (ignoring case and outer spaces). */
  async listStores(city?: string): Promise<StoreRow[]> {
    return this.db
      .select()
      .from(stores)
      .where(city === undefined ? undefined : eq(sql`lower(${stores.city})`, city.trim().toLowerCase()))
      .orderBy(asc(stores.position), asc(stores.id));
  }

  /** The store of `slug`, read with `queries` (a transaction of the caller's) when given. */
  async findStoreBySlug(slug: string, queries: Queries = this.db): Promise<StoreRow | null> {
    const [row] = await queries.select().from(stores).where(eq(stores.slug, slug)).limit(1);
    return row ?? null;
  }

  async findStoreById(id: number): Promise<StoreRow | null> {
    const [row] = await this.db.select().from(stores).where(eq(stores.id, id)).limit(1);
    return row ?? null;
  }

  /** Slug and title of every page, in the order they were created (the footer's order). */
  async listPages(): Promise<Pick<PageRow, 'slug' | 'title'>[]> {
    return this.db.select({ slug: pages.slug, title: pages.title }).from(pages).orderBy(asc(pages.id));
  }

  async findPageBySlug(slug: string): Promise<PageRow | null> {
    const [row] = await this.db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
    return row ?? null;
  }
}
