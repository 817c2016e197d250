import { createHash } from 'node:crypto';
import { KIOSK_DEVICE_HEADER, RESPONSE_MEDIA_TYPES, type AuthRequirement, type EndpointDefinition, type HttpMethod, type RateLimit } from '@aurelia/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** A route hook as the routes write them: request and reply, nothing else. */
export type RouteHook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
export type OnSendHook = (request: FastifyRequest, reply: FastifyReply, payload: unknown) => Promise<unknown>;

/** @fastify/rate-limit's per-route options, as far as the routes use them. */
export interface RouteRateLimit {
  readonly max: number;
  readonly timeWindow: string;
  readonly keyGenerator?: (request: FastifyRequest) => string;
  /** True for a call the limit does not count. */
  readonly allowList?: (request: FastifyRequest) => boolean;
}

/** What a route adds to its table entry: documentation, server-only rules and hooks; never who may call it. */
export interface RouteExtras {
  /** OpenAPI tags. */
  readonly tags: string[];
  /** OpenAPI description: the rules behind the summary. */
  readonly description?: string;
  /** A request-header schema (the `Idempotency-Key` of a creation). */
  readonly headers?: z.ZodType;
  /** The table's body with a rule only the server checks (`body.check(rule)`), in its place. */
  readonly body?: z.ZodType;
  /**
   * Authenticate on request, before the input is validated, so a caller without a valid token gets a 401 and
   * never learns from field errors; counter calls always do.
   */
  readonly authBeforeValidation?: boolean;
  readonly preValidation?: RouteHook;
  /** Hooks after authentication (feature switches, request replay), in this order. */
  readonly preHandler?: readonly RouteHook[];
  readonly onSend?: OnSendHook;
}

type Renamed<T, From extends string, To extends string> = T extends { readonly [K in From]: infer S } ? { [K in To]: S } : unknown;

/** The route schema of endpoint `E`: the table's params, query, body and responses, typed for the zod type provider. */
export type EndpointSchema<E extends EndpointDefinition, X extends RouteExtras> = {
  summary: string;
  description?: string;
  tags: string[];
  security?: Record<string, string[]>[];
  produces?: string[];
  hide?: boolean;
  response: E['response'];
} & Renamed<E, 'params', 'params'> &
  Renamed<E, 'query', 'querystring'> &
  (X extends { readonly body: z.ZodType } ? Renamed<X, 'body', 'body'> : Renamed<E, 'body', 'body'>) &
  Renamed<X, 'headers', 'headers'>;

export interface EndpointRouteOptions<S> {
  method: HttpMethod;
  url: string;
  schema: S;
  onRequest?: RouteHook[];
  preValidation?: RouteHook;
  preHandler?: RouteHook[];
  onSend?: OnSendHook;
  config?: { rateLimit: RouteRateLimit };
}

export type SecurityRequirement = Record<string, string[]>;

/** The security schemes app.ts declares, for each kind of caller; an empty requirement is a caller without any. */
export const SECURITY_BY_AUTH: Readonly<Record<AuthRequirement, SecurityRequirement[]>> = {
  none: [],
  optional: [{ bearerAuth: [] }, {}],
  required: [{ bearerAuth: [] }],
  // A PIN session's bearer token and the device header of the kiosk it was opened on, both at once.
  counter: [{ bearerAuth: [], kioskDevice: [] }],
  device: [{ kioskDevice: [] }],
  back_office: [{ bearerAuth: [] }],
};

/** The auth plugin's hook that enforces `auth`, or nothing for an endpoint anyone may call. */
export function authHook(app: FastifyInstance, auth: AuthRequirement): RouteHook | undefined {
  switch (auth) {
    case 'none':
      return undefined;
    case 'optional':
      return app.optionalUser;
    case 'required':
      return app.requireUser;
    case 'counter':
      return app.requireCounterStaff;
    case 'device':
      return app.requireKioskDevice;
    case 'back_office':
      return app.requireBackOffice;
  }
}

/**
 * Fastify route options for an entry of the endpoint table (libs/contracts): its method, path, schemas, media
 * type and OpenAPI summary, and the hook of its `auth`, so who may call a route is stated only in the table.
 * A `root` entry is registered outside the `/api/v1` prefix (app.ts), every other one inside it. Spread
 * into `app.route({ ...routeOptions(app, endpoint, extras), handler })`.
 */
export function routeOptions<const E extends EndpointDefinition, const X extends RouteExtras>(
  app: FastifyInstance,
  endpoint: E,
  extras: X,
): EndpointRouteOptions<EndpointSchema<E, X>> {
  const security = SECURITY_BY_AUTH[endpoint.auth];
  const schema = {
    summary: endpoint.summary,
    ...(extras.description === undefined ? {} : { description: extras.description }),
    tags: extras.tags,
    ...(security.length > 0 ? { security } : {}),
    ...(extras.headers ? { headers: extras.headers } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(extras.body || endpoint.body ? { body: extras.body ?? endpoint.body } : {}),
    ...(endpoint.responseType ? { produces: [RESPONSE_MEDIA_TYPES[endpoint.responseType]] } : {}),
    ...(endpoint.hidden ? { hide: true } : {}),
    response: endpoint.response,
  } as EndpointSchema<E, X>;

  const auth = authHook(app, endpoint.auth);
  const onRequest = auth && (endpoint.auth === 'counter' || extras.authBeforeValidation) ? auth : undefined;
  const preHandler = [...(auth && !onRequest ? [auth] : []), ...(extras.preHandler ?? [])];
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(onRequest ? { onRequest: [onRequest] } : {}),
    ...(extras.preValidation ? { preValidation: extras.preValidation } : {}),
    ...(preHandler.length > 0 ? { preHandler } : {}),
    ...(extras.onSend ? { onSend: extras.onSend } : {}),
    ...(endpoint.rateLimit ? { config: { rateLimit: routeRateLimit(endpoint.rateLimit) } } : {}),
  };
}

/** The device token a kiosk sends; an array (the header sent twice) counts as none. */
function deviceToken(request: FastifyRequest): string | undefined {
  const value = request.headers[KIOSK_DEVICE_HEADER];
  return typeof value === 'string' ? value : undefined;
}

/** A kiosk's calls are counted together (its device token, hashed), or by IP for a call without one. */
function kioskOrIpKey(request: FastifyRequest): string {
  const token = deviceToken(request);
  return token ? `kiosk:${createHash('sha256').update(token).digest('base64url')}` : `ip:${request.ip}`;
}

/** Whether the call sends query parameter `name`, not blank. */
function sendsQuery(request: FastifyRequest, name: string): boolean {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined;
}

/** The table's cap as @fastify/rate-limit reads it (its default key is the IP). */
function routeRateLimit({ max, window, per, onlyWithQuery }: RateLimit): RouteRateLimit {
  const limit: RouteRateLimit = per === 'kiosk' ? { max, timeWindow: window, keyGenerator: kioskOrIpKey } : { max, timeWindow: window };
  return onlyWithQuery === undefined ? limit : { ...limit, allowList: (request) => !sendsQuery(request, onlyWithQuery) };
}
