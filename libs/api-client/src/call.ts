import type { AllEndpoints, BodyOf, QueryOf, ResponseOf } from '@aurelia/contracts';
import { buildPath, endpointRoutes, type EndpointRouteName, type PathParams } from '@aurelia/contracts/routes';
import type { AbortSignalLike, RequestOptions, Send } from './http';

/** The name of an endpoint of the contract's table, as the client's functions are named. */
export type EndpointName = EndpointRouteName & keyof AllEndpoints;
type RouteOf<N extends EndpointName> = (typeof endpointRoutes)[N];

type ParamsInput<N extends EndpointName> = [keyof PathParams<RouteOf<N>['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: PathParams<RouteOf<N>['path']> };
type QueryInput<N extends EndpointName> = [QueryOf<AllEndpoints[N]>] extends [undefined]
  ? { readonly query?: undefined }
  : { readonly query?: QueryOf<AllEndpoints[N]> | string };
type BodyInput<N extends EndpointName> = [BodyOf<AllEndpoints[N]>] extends [undefined]
  ? { readonly body?: undefined }
  : { readonly body: BodyOf<AllEndpoints[N]> };

/**
 * What a call of endpoint `N` sends: the path's parameters, the query (an object, or a string already encoded)
 * and the body as the contract types them, extra headers (an `Idempotency-Key`) and an abort signal.
 */
export type CallInput<N extends EndpointName> = ParamsInput<N> &
  QueryInput<N> &
  BodyInput<N> & { readonly headers?: Readonly<Record<string, string>>; readonly signal?: AbortSignalLike };

/** The success body of endpoint `N`, as its contract types it. */
export type CallResult<N extends EndpointName> = ResponseOf<AllEndpoints[N]>;

/** Checks a success body against the contract of the endpoint that answered it; throws when it does not match. */
export type ResponseCheck = (name: EndpointName, body: unknown) => void;

/**
 * Calls endpoint `name` of the contract's table: method and path from the table, `:name` segments filled
 * from `params`, the answer checked by `check` (when given) and then read by `read` (when given).
 */
export type Call = <N extends EndpointName, T = CallResult<N>>(
  name: N,
  input: CallInput<N>,
  read?: (body: unknown) => T,
) => Promise<T>;

/** `call` on the client's sender; `check` gives the response check, or nothing when answers are trusted. */
export function createCall(send: Send, check: () => Promise<ResponseCheck> | undefined): Call {
  return async <N extends EndpointName, T = CallResult<N>>(name: N, input: CallInput<N>, read?: (body: unknown) => T) => {
    const route: { method: string; path: string } = endpointRoutes[name];
    const params: PathParams<string> = input.params ?? {};
    const path = buildPath(route.path, params);
    const query: unknown = input.query;
    const checkBody = await check();
    const readBody = checkBody
      ? (body: unknown) => {
          checkBody(name, body);
          return read ? read(body) : (body as T);
        }
      : read;
    return send<T>({
      method: route.method as 'GET',
      path: typeof query === 'string' ? `${path}?${query}` : path,
      ...(typeof query === 'object' && query !== null ? { params: query } : {}),
      ...(input.body === undefined ? {} : { body: input.body }),
      ...(input.headers ? { headers: input.headers } : {}),
      signal: input.signal,
      ...(readBody ? { read: readBody } : {}),
    });
  };
}

/** What a client does with a success body that does not match its contract. */
export type ResponseChecking = 'reject' | 'warn' | 'off';

/**
 * How answers are checked by default: `'reject'` under `NODE_ENV` `development` or `test` (a server render in
 * development, the test suites, whose stand-in APIs answer contract-valid bodies: `@aurelia/api-client/testing`),
 * never in production or in a browser bundle, which then never loads the schemas.
 */
export function defaultResponseChecking(): ResponseChecking {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.['NODE_ENV'];
  return env === 'development' || env === 'test' ? 'reject' : 'off';
}

/** The header that makes a creation safe to send again: the same key answers the same result. */
export function keyed(idempotencyKey: string): Readonly<Record<string, string>> {
  return { 'Idempotency-Key': idempotencyKey };
}

/** A call's options where an `Idempotency-Key` is optional: with one, sending the call again is safe. */
export interface KeyedRequestOptions extends RequestOptions {
  idempotencyKey?: string;
}

/** The headers (the key, if any) and signal such a call sends. */
export function keyedInit(init: KeyedRequestOptions | undefined) {
  return { ...(init?.idempotencyKey ? { headers: keyed(init.idempotencyKey) } : {}), signal: init?.signal };
}
