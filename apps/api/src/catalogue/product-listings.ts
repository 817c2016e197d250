import type { ProductListResponse } from '@aurelia/contracts';
import type { CatalogueRepository, ProductListParams } from './catalogue-repository';
import { ListingCache } from './listing-cache';
import { toProductListResponse } from './product-list-response';

/** The key of a listing without search: the same key, the same answer while the catalogue is unchanged. */
function listingKey(params: ProductListParams): string {
  const ids = params.attributeIds?.length ? [...new Set(params.attributeIds)].sort((a, b) => a - b) : [];
  return JSON.stringify([params.categorySlug ?? null, ids, params.priceMin ?? null, params.priceMax ?? null, params.sort ?? [], params.page, params.perPage]);
}

/**
 * The `GET /products` answers, kept in memory without search while the catalogue is unchanged — once
 * {@link ProductListings.setListening} says the database's change notifications arrive; a search always
 * reads the database.
 */
export class ProductListings {
  private readonly listings = new ListingCache<Readonly<ProductListResponse>>();

  constructor(private readonly catalogue: CatalogueRepository) {}

  /** The answer of a page, frozen: the same object while it is kept. */
  async list(params: ProductListParams): Promise<Readonly<ProductListResponse>> {
    const build = async () => toProductListResponse(await this.catalogue.listProducts(params), params);
    return params.q === undefined ? this.listings.get(listingKey(params), build) : build();
  }

  /**
   * Forgets what is kept in memory (listings, and the repository's categories, attributes and words): call
   * it on each change to the catalogue tables, after the change is committed — the database's
   * notification, or a write of this process.
   */
  invalidate(): void {
    this.listings.invalidate();
    this.catalogue.invalidate();
  }

  /**
   * Whether the database's change notifications reach {@link ProductListings.invalidate}: answers are kept
   * in memory only while they do; a change of state drops what was kept (notifications may be missed).
   */
  setListening(listening: boolean): void {
    this.listings.enable(listening);
    this.catalogue.setListening(listening);
  }

  /** Listing answers served from memory and built: for tests and figures. */
  get listingStats(): Readonly<{ hits: number; misses: number }> {
    return { ...this.listings.stats };
  }
}
