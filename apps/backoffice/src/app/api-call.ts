import { buildPath, endpointRoutes, type PathParams } from '@aurelia/contracts/routes';
import { createEndpointCall, HttpError, isHttpError, NetworkError, type CallInput, type CallResult, type EndpointName } from '@aurelia/api-client';

export type { CallInput, CallResult, EndpointName };
type PathOf<N extends EndpointName> = (typeof endpointRoutes)[N]['path'];

/** The input may be left out when nothing in it is required (an endpoint with no path parameters and no body). */
type InputArgs<N extends EndpointName> = object extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/** Calls endpoint `name` with the back office's token; rejects with api-client's `HttpError` or `NetworkError`. */
export type BackOfficeCall = <N extends EndpointName>(name: N, ...input: InputArgs<N>) => Promise<CallResult<N>>;

export interface BackOfficeCallOptions {
  /** `/api/v1` in the browser (the server forwards it), the stand-in's URL in tests. */
  baseURL: string;
  getToken: () => string | null;
  /** The session ended on the server (a 401): the app signs out. */
  onUnauthenticated: () => void;
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
 * The back office's caller of the contract's endpoints: libs/api-client's typed call (axios with its retries and
 * time budget, failures as its error types, answers checked against the contract in development and tests), and
 * queries sent as the API reads them (a list as repeated keys). Each call carries the session's token as it was
 * when the call was made, so signing out tells the server even though the tab forgets the token at once.
 */
export function createBackOfficeCall(options: BackOfficeCallOptions): BackOfficeCall {
  const call = createEndpointCall({ baseURL: options.baseURL, onUnauthenticated: () => undefined });
  return async <N extends EndpointName>(name: N, ...[input]: InputArgs<N>) => {
    const given: CallInput<N> = input ?? ({} as CallInput<N>);
    const token = options.getToken();
    const query = typeof given.query === 'string' ? given.query : encodeQuery(given.query ?? undefined).slice(1);
    const headers: Record<string, string> = { ...given.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      // The query is sent encoded as the API reads it; the client takes a string query for any endpoint.
      return await call(name, { ...given, headers, query: query || undefined } as CallInput<N>);
    } catch (error) {
      // A refused sign-in is a 401 too; only a session that was sent can have ended.
      if (token && isHttpError(error) && error.status === 401) options.onUnauthenticated();
      throw error;
    }
  };
}

/** A document the API answers as a file (a credit note's PDF), fetched with the session's token. */
export type BackOfficeDownload = (name: 'getBackOfficeCreditNote', params: PathParams<PathOf<'getBackOfficeCreditNote'>>) => Promise<Blob>;

/**
 * Fetches a file the back office offers to save: the API's answer as it is, with the session's token (a link
 * cannot carry it); failures as the api-client's error types, a 401 ending the session as for any call.
 */
export function createBackOfficeDownload(options: BackOfficeCallOptions & { fetch?: typeof globalThis.fetch }): BackOfficeDownload {
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return async (name, params) => {
    const url = `${options.baseURL}${buildPath(endpointRoutes[name].path, params)}`;
    const token = options.getToken();
    const request = { method: 'GET', url };
    let answer: Response;
    try {
      answer = await send(url, { headers: { accept: 'application/pdf, application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    } catch (error) {
      throw new NetworkError(`Network error: ${error instanceof Error ? error.message : String(error)}`, request, { cause: error });
    }
    if (!answer.ok) {
      if (answer.status === 401 && token) options.onUnauthenticated();
      throw new HttpError(answer.status, await answer.json().catch(() => null), request);
    }
    return answer.blob();
  };
}
