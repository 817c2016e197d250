import axios, { isAxiosError, isCancel, type AxiosInstance, type GenericAbortSignal, type Method } from 'axios';
import axiosRetry from 'axios-retry';
import { KIOSK_DEVICE_HEADER } from '@aurelia/contracts/headers';
import { API_TIMEOUT_MS, isUnauthenticatedResponse } from '@aurelia/domain';
import { ApiError, HttpError, NetworkError, TimeoutError, messageOf, type ApiRequestInfo } from './errors';
import { isAxiosConfigError, isAxiosTimeout, retryDelay, retryPolicy, shouldRetry, type RetryOptions } from './retry';

/**
 * An `AbortSignal`, from the DOM or from Node. Typed structurally so that the client compiles, and runs,
 * without either environment's library (it runs in the browser and during server rendering).
 */
export type AbortSignalLike = GenericAbortSignal;

/** Returns the current access token, or nothing for a guest. Read before every request. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface HttpOptions {
  /** Absolute (`https://shop.example/api/v1`) or same-origin (`/api/v1`); endpoint paths are appended. */
  baseURL: string;
  /**
   * The current access token, or nothing for a guest; read before every request and every retry. Left out where
   * the server in between adds it (the storefront's browser code, whose token is in an HttpOnly cookie), or where
   * each call names the token it was made with (an `Authorization` header of its own).
   */
  getToken?: TokenGetter;
  /**
   * A kiosk's device token, sent as its device header with every call (the counter's calls need it beside the
   * PIN session's bearer token); a call that names its device explicitly keeps that one.
   */
  getKioskDevice?: () => string | null | undefined;
  /** Headers sent with every call: a server calling on a visitor's behalf names their address for per-address limits. */
  headers?: Readonly<Record<string, string>>;
  /** Budget of a whole call, retries and their delays included. Default 30 000 ms (docs/behaviour.md §9). */
  timeoutMs?: number;
  retry?: RetryOptions;
}

/**
 * The axios instance behind the client (docs/behaviour.md §7): credentials included, `Accept: application/json`,
 * a bearer token when there is one, a time-out, and axios-retry for idempotent calls.
 */
export function createHttpInstance(options: HttpOptions): AxiosInstance {
  const policy = retryPolicy(options.retry);
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    withCredentials: true,
    headers: { ...options.headers, Accept: 'application/json' },
    // Paths always stay under the base URL, whatever a slug looks like.
    allowAbsoluteUrls: false,
    // A time-out becomes ETIMEDOUT rather than the ECONNABORTED an aborted XHR also gives.
    transitional: { ...axios.defaults.transitional, clarifyTimeoutError: true },
  });

  instance.interceptors.request.use(async (config) => {
    // With a getter, the client owns the header: the token as it is now, or none. Without one, a call may bring its own.
    if (options.getToken) {
      const token = await options.getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      else config.headers.delete('Authorization');
    }
    const device = options.getKioskDevice?.();
    if (device && !config.headers.has(KIOSK_DEVICE_HEADER)) config.headers.set(KIOSK_DEVICE_HEADER, device);
    return config;
  });

  // axios-retry is typed against the workspace's root copy of axios; at run time it never imports axios
  // and only uses the instance's interceptors, so this instance fits.
  axiosRetry(instance as unknown as Parameters<typeof axiosRetry>[0], {
    retries: policy.retries,
    retryCondition: shouldRetry,
    retryDelay: (retryCount, error) => retryDelay(policy, retryCount, error),
    // Retries and their delays spend the one time-out rather than each getting a fresh one.
    shouldResetTimeout: false,
  });

  return instance;
}

/** One call: method, path under the base URL (with its query, if any), JSON body. */
export interface RequestSpec<T = unknown> {
  method: Method;
  path: string;
  params?: object;
  body?: unknown;
  /** Extra request headers, such as `Idempotency-Key`. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignalLike;
  /** Reads the body into the result; what it throws becomes an `ApiError` of this request. */
  read?: (body: unknown) => T;
}

export type Send = <T>(spec: RequestSpec<T>) => Promise<T>;

/** Per-call options. */
export interface RequestOptions {
  /** Aborts the call; it then rejects with an `ApiError` named `ApiError` ("Request aborted"). */
  signal?: AbortSignalLike;
}

/**
 * A list sent either bare or as `{ data: list }` (docs/behaviour.md §7 for settings; docs/architecture.md accepts both
 * wherever the spec allows it). The items are not checked; their type is the contract's.
 */
export function listOf<T>(body: unknown): T[] {
  if (Array.isArray(body)) return body as T[];
  const data = typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined;
  if (Array.isArray(data)) return data as T[];
  throw new TypeError('Expected a list, or an object with a data list');
}

/**
 * Wraps the instance so that every failure comes out as an `ApiError` and an unauthenticated answer
 * (docs/behaviour.md §8: a 401, or a message saying so) is reported to `onUnauthenticated` once per call.
 */
export function createSender(
  instance: AxiosInstance,
  options: { baseURL: string; timeoutMs?: number; onUnauthenticated: (error: HttpError) => void },
): Send {
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;

  return async function send<T>(spec: RequestSpec<T>): Promise<T> {
    const request = (): ApiRequestInfo => ({
      method: spec.method.toUpperCase(),
      url: requestUrl(instance, options.baseURL, spec),
    });
    const response = await instance
      .request<unknown>({
        method: spec.method,
        url: spec.path,
        params: spec.params,
        data: spec.body,
        signal: spec.signal,
        // `false` stops axios from labelling a body-less POST as a form, which a JSON server may refuse (415).
        headers: { ...spec.headers, 'Content-Type': spec.body === undefined ? false : 'application/json' },
      })
      .catch((error: unknown) => {
        const apiError = toApiError(error, request(), timeoutMs);
        if (apiError instanceof HttpError && isUnauthenticatedResponse(apiError.status, messageOf(apiError.body))) {
          options.onUnauthenticated(apiError);
        }
        throw apiError;
      });
    // A 2xx whose body is text, not JSON, is most likely an HTML page from a misrouted proxy.
    if (typeof response.data === 'string' && response.data !== '') {
      throw new ApiError(`Expected a JSON response, got ${contentTypeOf(response.headers)}`, request());
    }
    if (!spec.read) return response.data as T;
    try {
      return spec.read(response.data);
    } catch (error) {
      throw new ApiError(messageFrom(error), request(), { cause: error });
    }
  };
}

/** Turns whatever a request threw into the client's error types. */
function toApiError(error: unknown, request: ApiRequestInfo, timeoutMs: number): ApiError {
  if (!isAxiosError(error)) return new ApiError(messageFrom(error), request, { cause: error });
  if (error.response) return new HttpError(error.response.status, error.response.data, request, { cause: error });
  if (isAxiosTimeout(error)) return new TimeoutError(timeoutMs, request, { cause: error });
  if (isCancel(error)) return new ApiError('Request aborted', request, { cause: error });
  if (isAxiosConfigError(error)) return new ApiError(error.message, request, { cause: error });
  return new NetworkError(`Network error: ${error.message}`, request, { cause: error });
}

function messageFrom(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function requestUrl(instance: AxiosInstance, baseURL: string, spec: RequestSpec<unknown>): string {
  try {
    return instance.getUri({ url: spec.path, params: spec.params });
  } catch {
    // getUri throws on a malformed base URL; the error report must not throw in turn.
    return `${baseURL}${spec.path}`;
  }
}

function contentTypeOf(headers: unknown): string {
  const value = (headers as Record<string, unknown> | undefined)?.['content-type'];
  return typeof value === 'string' && value !== '' ? value : 'no content type';
}
