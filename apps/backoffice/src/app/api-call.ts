import type { AllEndpoints, BodyOf, QueryOf, ResponseOf } from '@aurelia/contracts';
import { buildPath, endpointRoutes, type EndpointRouteName, type PathParams } from '@aurelia/contracts/routes';
import { HttpError, NetworkError, type ApiRequestInfo } from '@aurelia/api-client';

/** An endpoint of the contract's table, by the name the API's routes and the client use. */
export type EndpointName = EndpointRouteName & keyof AllEndpoints;
type PathOf<N extends EndpointName> = (typeof endpointRoutes)[N]['path'];

/** What a call of `N` sends, typed by its contract: path parameters, query, body and extra headers. */
export interface CallInput<N extends EndpointName> {
  params?: PathParams<PathOf<N>>;
  query?: QueryOf<AllEndpoints[N]>;
  body?: BodyOf<AllEndpoints[N]>;
  headers?: Readonly<Record<string, string>>;
}

export type CallResult<N extends EndpointName> = ResponseOf<AllEndpoints[N]>;

/** Calls endpoint `name` with the back office's token; rejects with api-client's `HttpError` or `NetworkError`. */
export type BackOfficeCall = <N extends EndpointName>(name: N, input?: CallInput<N>) => Promise<CallResult<N>>;

export interface BackOfficeCallOptions {
  /** `/api/v1` in the browser (the server forwards it), the stand-in's URL in tests. */
  baseURL: string;
  getToken: () => string | null;
  /** The session ended on the server (a 401): the app signs out. */
  onUnauthenticated: () => void;
  fetch?: typeof globalThis.fetch;
}

/** A query object as the API reads it: empty and undefined values left out, so a cleared filter is no filter. */
export function encodeQuery(query: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The back office's caller of the contract's endpoints: method and path from the table, the bearer token of the
 * back-office session, JSON both ways, and failures as the api-client's error types so the screens read
 * refusals (`failureOf`) as the kiosk and storefront do.
 */
export function createBackOfficeCall(options: BackOfficeCallOptions): BackOfficeCall {
  const send = options.fetch ?? globalThis.fetch.bind(globalThis);
  return async (name, input = {}) => {
    const route = endpointRoutes[name] as { method: string; path: string };
    const params = (input.params ?? {}) as PathParams<string>;
    const url = `${options.baseURL}${buildPath(route.path, params)}${encodeQuery(input.query as object | undefined)}`;
    const request: ApiRequestInfo = { method: route.method, url };
    const token = options.getToken();
    const headers: Record<string, string> = { accept: 'application/json', ...input.headers };
    if (token) headers['authorization'] = `Bearer ${token}`;
    if (input.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await send(url, {
        method: route.method,
        headers,
        body: input.body === undefined ? undefined : JSON.stringify(input.body),
      });
    } catch (error) {
      throw new NetworkError(`Network error: ${error instanceof Error ? error.message : String(error)}`, request, { cause: error });
    }
    const text = await response.text();
    let body: unknown = undefined;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    if (!response.ok) {
      if (response.status === 401 && token) options.onUnauthenticated();
      throw new HttpError(response.status, body, request);
    }
    return body as CallResult<typeof name>;
  };
}
