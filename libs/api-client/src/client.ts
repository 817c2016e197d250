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
import { defaultResponseChecking, createCall, type ResponseCheck, type ResponseChecking } from './call';
import { createDesignedEndpoints, type DesignedEndpoints } from './designed-endpoints';
import type * as ResponseCheckModule from './response-check';
import type { HttpError } from './errors';
import { createHttpInstance, createSender, listOf, type RequestOptions, type TokenGetter } from './http';
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
  /**
   * Check every success body against the endpoint's contract (libs/contracts): `'reject'` a body that does not
   * match with an `ApiError`, `'warn'` about it on the console and go on, or `'off'`. Default: `'warn'` under
   * `NODE_ENV` `development` or `test`, `'off'` otherwise (production, browser bundles), where the schemas are
   * never loaded.
   */
  checkResponses?: ResponseChecking;
}

export type { RequestOptions } from './http';

const RESPONSE_CHECK_MODULE = './response-check.ts';

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
  const checking = options.checkResponses ?? defaultResponseChecking();
  // Loaded with the first answer, not before: the schemas are only needed then.
  let loaded: Promise<typeof ResponseCheckModule> | undefined;
  // A specifier bundlers do not follow: browser builds, where checks are off, never get the schemas (and zod)
  // into a chunk of their own or, through modules they share with the app, into its first load. Checks run
  // where the source runs (tests, development servers), so the specifier names the source file.
  const load = () => (loaded ??= import(/* @vite-ignore */ RESPONSE_CHECK_MODULE) as Promise<typeof ResponseCheckModule>);
  // A warning need not hold the answer back: it is written once the schemas are loaded.
  const warnWhenLoaded: ResponseCheck = (name, body) => {
    load().then((module) => module.responseCheck('warn')(name, body), () => undefined);
  };
  const call = createCall(send, () => {
    if (checking === 'reject') return load().then((module) => module.checkResponse);
    return checking === 'warn' ? Promise.resolve(warnWhenLoaded) : undefined;
  });

  return {
    ...createDesignedEndpoints(call),
    getProducts: (params, init) => call('listProducts', { query: encodeProductQuery(params), signal: init?.signal }),
    getProductBySlug: (slug, init) => call('getProductBySlug', { params: { slug }, signal: init?.signal }),
    getProductById: (id, init) =>
      call('getProductById', { params: { id }, signal: init?.signal }).catch(() => null),
    getAttributes: (init) => call('listAttributes', { signal: init?.signal }),
    addToCart: (body, init) => call('addToCart', { body, signal: init?.signal }),
    removeFromCart: (body, init) => call('removeFromCart', { body, signal: init?.signal }),
    getCart: (init) => call('getCart', { signal: init?.signal }),
    syncCart: (items, init) => call('syncCart', { body: { cart: items } satisfies CartSyncBody, signal: init?.signal }),
    checkProductAvailable: (body, init) => call('checkProductAvailable', { body, signal: init?.signal }),
    login: (body, init) => call('login', { body, signal: init?.signal }),
    register: (body, init) => call('register', { body, signal: init?.signal }),
    logout: (init) => call('logout', { signal: init?.signal }),
    getUser: (init) => call('getUser', { signal: init?.signal }),
    getTimeslots: (query, init) => call('listTimeslots', { query, signal: init?.signal }, listOf<Timeslot>),
    bookAppointment: (body, init) => call('bookAppointment', { body, signal: init?.signal }),
    getSettings: (init) => call('getSettings', { signal: init?.signal }, listOf<Setting>),
  };
}
