import type {
  AppointmentBody,
  AppointmentResponse,
  AttributeListResponse,
  AuthResponse,
  CartAddBody,
  CartItemInput,
  CartRemoveBody,
  CartResponse,
  CartSyncBody,
  CheckAvailabilityBody,
  CheckAvailabilityResponse,
  LoginBody,
  LogoutResponse,
  ProductListResponse,
  ProductResponse,
  RegisterBody,
  Setting,
  Timeslot,
  TimeslotListQuery,
  UserResponse,
} from '@aurelia/contracts';
import { createDesignedEndpoints, type DesignedEndpoints } from './designed-endpoints';
import type { HttpError } from './errors';
import { createHttpInstance, createSender, listOf, verbs, type RequestOptions, type TokenGetter } from './http';
import { encodeProductQuery, type ProductListParams } from './query';
import type { RetryOptions } from './retry';

export interface ApiClientOptions {
  /** Absolute (`https://shop.example/api/v1`) or same-origin (`/api/v1`); endpoint paths are appended. */
  baseURL: string;
  /** The current access token, or nothing for a guest; read before every request and every retry. */
  getToken: TokenGetter;
  /** A kiosk's device token, sent as `x-kiosk-device` with every call; leave it out anywhere but the kiosk. */
  getKioskDevice?: () => string | null | undefined;
  /**
   * Called once per failed call when the server says the user is not signed in: a 401, or a message
   * such as "Unauthenticated." (SPEC.md §8). The call still throws the error afterwards. Keep it free of
   * exceptions: whatever it throws replaces the `HttpError`.
   */
  onUnauthenticated: (error: HttpError) => void;
  /** Budget of a whole call, retries and their delays included. Default 30 000 ms. */
  timeoutMs?: number;
  retry?: RetryOptions;
}

export type { RequestOptions } from './http';

/**
 * One function per endpoint of SPEC.md §7, and per endpoint we designed ({@link DesignedEndpoints}). Every
 * function rejects with an `ApiError` (`HttpError`, `NetworkError`, `TimeoutError`), except
 * `getProductById`, which resolves to `null` on any failure.
 */
export interface ApiClient extends DesignedEndpoints {
  /** `GET /products` with the filters, sort, page and search of `params`. */
  getProducts(params?: ProductListParams, options?: RequestOptions): Promise<ProductListResponse>;
  /** `GET /product/{slug}`; a missing product rejects with a 404 that `isNoQueryResults` recognises. */
  getProductBySlug(slug: string, options?: RequestOptions): Promise<ProductResponse>;
  /** `GET /product/id/{id}`; `null` on any failure (SPEC.md §8). */
  getProductById(id: number | string, options?: RequestOptions): Promise<ProductResponse | null>;
  /** `GET /attributes`. */
  getAttributes(options?: RequestOptions): Promise<AttributeListResponse>;
  /** `POST /cart/add`. */
  addToCart(body: CartAddBody, options?: RequestOptions): Promise<CartResponse>;
  /** `POST /cart/remove`. */
  removeFromCart(body: CartRemoveBody, options?: RequestOptions): Promise<CartResponse>;
  /** `GET /cart/`. */
  getCart(options?: RequestOptions): Promise<CartResponse>;
  /** `POST /cart/sync` with `{ cart: items }`. */
  syncCart(items: CartItemInput[], options?: RequestOptions): Promise<CartResponse>;
  /** `POST /check-product-available`. */
  checkProductAvailable(body: CheckAvailabilityBody, options?: RequestOptions): Promise<CheckAvailabilityResponse>;
  /** `POST /auth/login`. */
  login(body: LoginBody, options?: RequestOptions): Promise<AuthResponse>;
  /** `POST /auth/register`. */
  register(body: RegisterBody, options?: RequestOptions): Promise<AuthResponse>;
  /** `POST /auth/logout`, without a body. */
  logout(options?: RequestOptions): Promise<LogoutResponse>;
  /** `GET /user`. */
  getUser(options?: RequestOptions): Promise<UserResponse>;
  /** `GET /timeslots?store=&date=`; accepts a bare list or `{ data: list }` and returns the list. */
  getTimeslots(query?: TimeslotListQuery, options?: RequestOptions): Promise<Timeslot[]>;
  /** `POST /appointment`. */
  bookAppointment(body: AppointmentBody, options?: RequestOptions): Promise<AppointmentResponse>;
  /** `GET /settings/`; accepts a bare list or `{ data: list }` and returns the list. */
  getSettings(options?: RequestOptions): Promise<Setting[]>;
}

/** Creates the REST client of SPEC.md §7 and of the endpoints we designed, on axios and axios-retry. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const send = createSender(createHttpInstance(options), options);
  const { get, post } = verbs(send);

  return {
    ...createDesignedEndpoints(send),
    getProducts: (params, init) => get(`/products?${encodeProductQuery(params)}`, init),
    getProductBySlug: (slug, init) => get(`/product/${encodeURIComponent(slug)}`, init),
    getProductById: (id, init) =>
      get<ProductResponse>(`/product/id/${encodeURIComponent(String(id))}`, init).catch(() => null),
    getAttributes: (init) => get('/attributes', init),
    addToCart: (body, init) => post('/cart/add', body, init),
    removeFromCart: (body, init) => post('/cart/remove', body, init),
    getCart: (init) => get('/cart/', init),
    syncCart: (items, init) => post('/cart/sync', { cart: items } satisfies CartSyncBody, init),
    checkProductAvailable: (body, init) => post('/check-product-available', body, init),
    login: (body, init) => post('/auth/login', body, init),
    register: (body, init) => post('/auth/register', body, init),
    logout: (init) => send({ method: 'POST', path: '/auth/logout', signal: init?.signal }),
    getUser: (init) => get('/user', init),
    getTimeslots: (query, init) =>
      send({ method: 'GET', path: '/timeslots', params: query, signal: init?.signal, read: listOf<Timeslot> }),
    bookAppointment: (body, init) => post('/appointment', body, init),
    getSettings: (init) => send({ method: 'GET', path: '/settings/', signal: init?.signal, read: listOf<Setting> }),
  };
}
