import type { z } from 'zod';
import type { errorResponseSchema } from './common';
import {
  attributeListResponseSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  productSlugParamsSchema,
} from './catalogue';
import {
  cartAddBodySchema,
  cartRemoveBodySchema,
  cartResponseSchema,
  cartSyncBodySchema,
  checkAvailabilityBodySchema,
  checkAvailabilityResponseSchema,
} from './cart';
import {
  authResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  registerBodySchema,
  userResponseSchema,
} from './auth';
import {
  appointmentBodySchema,
  appointmentResponseSchema,
  timeslotListQuerySchema,
  timeslotListResponseSchema,
} from './appointments';
import { perIpCap, SEARCH_RATE_LIMIT, type RateLimit } from './rate-limit';
import { settingsListResponseSchema } from './settings';
import { always, e, withBody } from './endpoint-responses';

/** Every path below is relative to this (docs/architecture.md, "API conventions"). */
export const API_BASE_PATH = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/**
 * Who may call an endpoint. `none`: a token is ignored; `optional`: used when present, 401 when invalid;
 * `required`: 401 without one; `counter`: a staff session opened by a PIN on a kiosk, sent with that kiosk's
 * device header (401 without a token, 403 for anyone else); `device`: a registered kiosk's device header
 * alone (401 for a kiosk that is not set up or was removed); `back_office`: a token from the back office's
 * sign-in, of an admin or a store's staff (401 without one, 403 for a shop token); each record is then checked
 * against the caller's rights and stores (403 for a right they lack, 404 for another store's record).
 */
export type AuthRequirement = 'none' | 'optional' | 'required' | 'counter' | 'device' | 'back_office';
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500;

/** One endpoint: what the server validates and documents, and what the typed client sends and reads. */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Fastify style (`/product/:slug`), relative to {@link API_BASE_PATH}, trailing slash as docs/behaviour.md §7 writes it. */
  readonly path: string;
  readonly summary: string;
  readonly auth: AuthRequirement;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: SuccessResponse & { readonly [S in ErrorStatus]?: typeof errorResponseSchema } & OtherResponses;
  /** What a success answers when it is not JSON: a PDF file, or an HTML page for people. */
  readonly responseType?: ResponseType;
  /** Served at the server's root, outside {@link API_BASE_PATH} (`/healthz`, the sandbox provider's page). */
  readonly root?: true;
  /** Left out of the OpenAPI document: a page that stands for someone else's site, not the shop's API. */
  readonly hidden?: true;
  /** A cap on calls to this endpoint alone, on top of the API's global one; past it, 429 with `Retry-After`. */
  readonly rateLimit?: RateLimit;
}

/** Answers outside the error shape: a redirect (the sandbox page's buttons), and readiness reporting its checks. */
type OtherResponses = { readonly 303?: z.ZodType; readonly 503?: z.ZodType };

/** The kinds of answer that are not JSON, with the media type each is sent as. */
export const RESPONSE_MEDIA_TYPES = { pdf: 'application/pdf', html: 'text/html' } as const;
export type ResponseType = keyof typeof RESPONSE_MEDIA_TYPES;

/**
 * A call answers 200, or 201 when it creates a resource (a booking). A creation that may be replayed with
 * an `Idempotency-Key` (placing an order) declares both: 201 the first time, 200 for a replay.
 */
export type SuccessStatus = 200 | 201;
type SuccessResponse = { readonly 200: z.ZodType; readonly 201?: never } | { readonly 201: z.ZodType; readonly 200?: z.ZodType };

/** The success status of an endpoint: 201 when it creates a resource, else 200. */
export function successStatus(endpoint: EndpointDefinition): SuccessStatus {
  return endpoint.response[201] ? 201 : 200;
}

/** The endpoints of docs/behaviour.md §7, by the name the api-client gives its function. */
export const endpoints = {
  listProducts: {
    method: 'GET',
    path: '/products',
    summary: 'List products, filtered by category and attributes, sorted, paginated, searched with q',
    auth: 'none',
    query: productListQuerySchema,
    rateLimit: SEARCH_RATE_LIMIT,
    response: { 200: productListResponseSchema, 422: e, 503: e, ...always },
  },
  getProductBySlug: {
    method: 'GET',
    path: '/product/:slug',
    summary: 'A product by its slug',
    auth: 'none',
    params: productSlugParamsSchema,
    response: { 200: productResponseSchema, 404: e, 422: e, ...always },
  },
  getProductById: {
    method: 'GET',
    path: '/product/id/:id',
    summary: 'A product by its id',
    auth: 'none',
    params: productIdParamsSchema,
    response: { 200: productResponseSchema, 404: e, 422: e, ...always },
  },
  listAttributes: {
    method: 'GET',
    path: '/attributes',
    summary: 'Every product attribute, for the filters',
    auth: 'none',
    response: { 200: attributeListResponseSchema, ...always },
  },
  addToCart: {
    method: 'POST',
    path: '/cart/add',
    summary: 'Add a quantity of an item to the server cart',
    auth: 'required',
    body: cartAddBodySchema,
    response: { 200: cartResponseSchema, 401: e, 404: e, 409: e, ...withBody, ...always },
  },
  removeFromCart: {
    method: 'POST',
    path: '/cart/remove',
    summary: 'Remove a line from the server cart',
    auth: 'required',
    body: cartRemoveBodySchema,
    response: { 200: cartResponseSchema, 401: e, ...withBody, ...always },
  },
  getCart: {
    method: 'GET',
    path: '/cart/',
    summary: 'The server cart',
    auth: 'required',
    response: { 200: cartResponseSchema, 401: e, ...always },
  },
  syncCart: {
    method: 'POST',
    path: '/cart/sync',
    summary: 'Merge the browser cart into the server cart after login or register',
    auth: 'required',
    body: cartSyncBodySchema,
    response: { 200: cartResponseSchema, 401: e, ...withBody, ...always },
  },
  checkProductAvailable: {
    method: 'POST',
    path: '/check-product-available',
    summary: 'Whether a quantity of an item can be bought now',
    auth: 'none',
    body: checkAvailabilityBodySchema,
    response: { 200: checkAvailabilityResponseSchema, ...withBody, ...always },
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with email and password',
    auth: 'none',
    body: loginBodySchema,
    response: { 200: authResponseSchema, ...withBody, ...always },
  },
  register: {
    method: 'POST',
    path: '/auth/register',
    summary: 'Create a customer account and sign in; an email that has an account gets an answer of the same shape',
    auth: 'none',
    body: registerBodySchema,
    rateLimit: perIpCap(20),
    response: { 200: authResponseSchema, ...withBody, ...always },
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Revoke the current token',
    auth: 'required',
    response: { 200: logoutResponseSchema, 401: e, ...always },
  },
  getUser: {
    method: 'GET',
    path: '/user',
    summary: 'The signed-in user',
    auth: 'required',
    response: { 200: userResponseSchema, 401: e, ...always },
  },
  listTimeslots: {
    method: 'GET',
    path: '/timeslots',
    summary: 'Bookable appointment slots, by store and date',
    auth: 'none',
    query: timeslotListQuerySchema,
    response: { 200: timeslotListResponseSchema, 422: e, ...always },
  },
  bookAppointment: {
    method: 'POST',
    path: '/appointment',
    summary: 'Book an in-store appointment, as a guest or signed in',
    auth: 'optional',
    body: appointmentBodySchema,
    response: { 201: appointmentResponseSchema, 401: e, 404: e, 409: e, ...withBody, ...always },
  },
  getSettings: {
    method: 'GET',
    path: '/settings/',
    summary: 'Store settings as key and value strings, read at app start',
    auth: 'none',
    response: { 200: settingsListResponseSchema, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What the caller sends as the body of endpoint `N` (`never` when it takes none). */
export type EndpointBody<N extends EndpointName> = Endpoints[N] extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** What the caller sends as the query of endpoint `N` (`never` when it takes none). */
export type EndpointQuery<N extends EndpointName> = Endpoints[N] extends { query: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** The path parameters of endpoint `N` (`never` when it has none). */
export type EndpointParams<N extends EndpointName> = Endpoints[N] extends { params: infer S extends z.ZodType }
  ? z.input<S>
  : never;
/** The success body (200, or 201 for a creation) of endpoint `N`. */
export type EndpointResponse<N extends EndpointName> = Endpoints[N]['response'] extends { 201: infer S extends z.ZodType }
  ? z.output<S>
  : Endpoints[N]['response'] extends { 200: infer S extends z.ZodType }
    ? z.output<S>
    : never;

export { buildPath } from './endpoint-routes';
export type { PathParams } from './endpoint-routes';

/** The path parameters the caller sends to any endpoint `E` (`undefined` when it has none). */
export type ParamsOf<E> = E extends { readonly params: infer S extends z.ZodType } ? z.input<S> : undefined;
/** The query the caller sends to any endpoint `E` (`undefined` when it takes none). */
export type QueryOf<E> = E extends { readonly query: infer S extends z.ZodType } ? z.input<S> : undefined;
/** The body the caller sends to any endpoint `E` (`undefined` when it takes none). */
export type BodyOf<E> = E extends { readonly body: infer S extends z.ZodType } ? z.input<S> : undefined;
/** The success body (201 for a creation, else 200) of any endpoint `E`. */
export type ResponseOf<E extends EndpointDefinition> = E['response'] extends { 201: infer S extends z.ZodType }
  ? z.output<S>
  : E['response'] extends { 200: infer S extends z.ZodType }
    ? z.output<S>
    : never;
