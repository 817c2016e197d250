import type {
  AttributeListResponse,
  CategoryListResponse,
  CheckAvailabilityBody,
  CheckAvailabilityResponse,
  DevSettingsBody,
  OutboxQuery,
  OutboxResponse,
  PageListResponse,
  PageResponse,
  ProductListResponse,
  ProductResponse,
  Setting,
  StoreListQuery,
  StoreListResponse,
  StoreResponse,
} from '@aurelia/contracts';
import type { Call } from './call';
import { listOf, type RequestOptions } from './http';
import { encodeProductQuery, type ProductListParams } from './query';

/** The catalogue, stores, content pages and settings (and the development helpers of the end-to-end tests). */
export interface ShopCalls {
  /** `GET /products` with the filters, sort, page and search of `params`. */
  getProducts(params?: ProductListParams, options?: RequestOptions): Promise<ProductListResponse>;
  /** `GET /product/{slug}`; a missing product rejects with a 404 that `isNoQueryResults` recognises. */
  getProductBySlug(slug: string, options?: RequestOptions): Promise<ProductResponse>;
  /** `GET /product/id/{id}`; `null` on any failure (docs/behaviour.md §8). */
  getProductById(id: number | string, options?: RequestOptions): Promise<ProductResponse | null>;
  /** `GET /attributes`. */
  getAttributes(options?: RequestOptions): Promise<AttributeListResponse>;
  /** `GET /categories`: every category with its product count. */
  getCategories(options?: RequestOptions): Promise<CategoryListResponse>;
  /** `POST /check-product-available`. */
  checkProductAvailable(body: CheckAvailabilityBody, options?: RequestOptions): Promise<CheckAvailabilityResponse>;
  /** `GET /stores?city=`: the stores in display order, optionally in one city (ignoring case). */
  getStores(query?: StoreListQuery, options?: RequestOptions): Promise<StoreListResponse>;
  /** `GET /stores/{slug}`; an unknown store rejects with a 404 that `isNoQueryResults` recognises. */
  getStore(slug: string, options?: RequestOptions): Promise<StoreResponse>;
  /** `GET /pages`: every CMS page's slug and title, for the footer. */
  getPages(options?: RequestOptions): Promise<PageListResponse>;
  /** `GET /pages/{slug}`: a CMS page with its sanitized HTML; an unknown page rejects with a 404. */
  getPage(slug: string, options?: RequestOptions): Promise<PageResponse>;
  /** `GET /settings/`; accepts a bare list or `{ data: list }` and returns the list. */
  getSettings(options?: RequestOptions): Promise<Setting[]>;
  /** `GET /dev/outbox?to=`: development only, the latest outbox messages (OTP codes, reset links). */
  getOutbox(query?: OutboxQuery, options?: RequestOptions): Promise<OutboxResponse>;
  /**
   * `PUT /dev/settings` with `{ settings }`: development only (end-to-end tests), creates or changes 1 to 20
   * settings, each key once. Resolves to every setting, as `getSettings` does.
   */
  updateDevSettings(settings: DevSettingsBody['settings'], options?: RequestOptions): Promise<Setting[]>;
}

/** The functions of {@link ShopCalls}, each a call of its endpoint in the contract's table. */
export function createShopCalls(call: Call): ShopCalls {
  return {
    getProducts: (params, init) => call('listProducts', { query: encodeProductQuery(params), signal: init?.signal }),
    getProductBySlug: (slug, init) => call('getProductBySlug', { params: { slug }, signal: init?.signal }),
    getProductById: (id, init) =>
      call('getProductById', { params: { id }, signal: init?.signal }).catch(() => null),
    getAttributes: (init) => call('listAttributes', { signal: init?.signal }),
    getCategories: (init) => call('listCategories', { signal: init?.signal }),
    checkProductAvailable: (body, init) => call('checkProductAvailable', { body, signal: init?.signal }),
    getStores: (query, init) => call('listStores', { query, signal: init?.signal }),
    getStore: (slug, init) => call('getStore', { params: { slug }, signal: init?.signal }),
    getPages: (init) => call('listPages', { signal: init?.signal }),
    getPage: (slug, init) => call('getPage', { params: { slug }, signal: init?.signal }),
    getSettings: (init) => call('getSettings', { signal: init?.signal }, listOf<Setting>),
    getOutbox: (query, init) => call('listOutbox', { query, signal: init?.signal }),
    updateDevSettings: (settings, init) =>
      call('updateSettings', { body: { settings } satisfies DevSettingsBody, signal: init?.signal }, listOf<Setting>),
  };
}
