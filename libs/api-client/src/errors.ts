/**
 * The errors the API client throws, modelled on ky's `source/errors/`: every failure of a call is one of
 * these, never an `AxiosError`. Each has a literal `name`, the request that failed and the original
 * error as `cause`. The `is*` guards check `name` and shape as well as `instanceof`, so they still work
 * on an error that crossed a realm (an iframe, a worker, a second copy of this package).
 */

import type { ErrorResponse } from '@aurelia/contracts';

/** The request a failed call made. */
export interface ApiRequestInfo {
  /** Upper-case HTTP method, e.g. `GET`. */
  readonly method: string;
  /** The URL as sent: base URL, path and query. */
  readonly url: string;
}

/** A field-by-field error list as the API sends it in `errors` (docs/architecture.md, "API conventions"). */
export type FieldErrors = NonNullable<ErrorResponse['errors']>;

export type ApiErrorName = 'ApiError' | 'HttpError' | 'NetworkError' | 'TimeoutError';

/**
 * Base of every error the client throws. Thrown as itself only when a call fails for a reason that is
 * neither an HTTP status, the network nor a time-out: the caller aborted it, or the response had an
 * unexpected shape.
 */
export class ApiError extends Error {
  override name: ApiErrorName = 'ApiError';
  readonly request: ApiRequestInfo;

  constructor(message: string, request: ApiRequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.request = request;
  }
}

/** The server answered with a status outside 2xx. */
export class HttpError extends ApiError {
  override name = 'HttpError' as const;
  /** HTTP status code, e.g. `422`. */
  readonly status: number;
  /** The `errors` object of the body (422 validation failures), if the body carried one. */
  readonly errors: FieldErrors | undefined;
  /** The parsed response body (usually `ErrorResponse`), or the raw text when it was not JSON. */
  readonly body: unknown;

  constructor(status: number, body: unknown, request: ApiRequestInfo, options?: { cause?: unknown }) {
    super(messageOf(body) ?? `Request failed with status code ${status}`, request, options);
    this.status = status;
    this.body = body;
    this.errors = fieldErrorsOf(body);
  }
}

/** No response arrived: the connection was refused or reset, DNS failed, CORS blocked it, or offline. */
export class NetworkError extends ApiError {
  override name = 'NetworkError' as const;
}

/** No response arrived within the time-out. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError' as const;
  /** The time-out that ran out, in milliseconds. */
  readonly timeoutMs: number;

  constructor(timeoutMs: number, request: ApiRequestInfo, options?: { cause?: unknown }) {
    super(`Request timed out after ${timeoutMs} ms`, request, options);
    this.timeoutMs = timeoutMs;
  }
}

/** True for any error thrown by the API client. */
export function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  return (
    typeof error === 'object' &&
    error !== null &&
    isApiErrorName((error as { name?: unknown }).name) &&
    isRequestInfo((error as { request?: unknown }).request)
  );
}

/** True when the server answered with a non-2xx status. */
export function isHttpError(error: unknown): error is HttpError {
  if (error instanceof HttpError) return true;
  return (
    isApiError(error) && error.name === 'HttpError' && typeof (error as { status?: unknown }).status === 'number'
  );
}

/** True when no response arrived because of the network. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError || (isApiError(error) && error.name === 'NetworkError');
}

/** True when the call ran out of time. */
export function isTimeoutError(error: unknown): error is TimeoutError {
  return error instanceof TimeoutError || (isApiError(error) && error.name === 'TimeoutError');
}

/**
 * A 404 in the API's error shape (`{ message: "Product not found." }`): no record has this key, and the storefront
 * renders its 404 page. The message names neither the model nor the key, so the status and the shape tell it.
 */
export function isNoQueryResults(error: unknown): error is HttpError {
  return isHttpError(error) && error.status === 404 && messageOf((error as { body?: unknown }).body) !== undefined;
}

/**
 * The network let the call down (no answer, or too late), or the shop is briefly unavailable (502, 503: a web
 * server cannot reach the API, or the API its database): worth sending again when it is back.
 */
export function isConnectionProblem(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || (isHttpError(error) && (error.status === 502 || error.status === 503));
}

/** What a person is told when a call failed and the server said nothing better. */
export const TRY_AGAIN_MESSAGE = 'Something went wrong. Please try again.';
/** What a person is told when the call never got an answer. */
export const NO_CONNECTION_MESSAGE = 'No connection to the shop. Check the network and try again.';

/** What a form or a screen shows for a failed call (docs/behaviour.md §8). */
export interface CallFailure {
  /** The server's sentence; else a plain one (never "Network error: ECONNRESET" or a time-out in milliseconds). */
  message: string;
  /** The server's field errors, when it sent any. */
  errors: FieldErrors | null;
  /** No answer, or the shop briefly unavailable: the same call may be sent again. */
  connection: boolean;
}

/**
 * A failed call as a person reads it: the storefront's forms and the kiosk's screens both show this. `fallback`
 * and `noConnection` word it for the screen when the server sent no sentence of its own.
 */
export function failureOf(error: unknown, { fallback = TRY_AGAIN_MESSAGE, noConnection = NO_CONNECTION_MESSAGE } = {}): CallFailure {
  const connection = isConnectionProblem(error);
  const spoken = isHttpError(error) ? messageOf(error.body) : undefined;
  return {
    message: spoken ?? (connection ? noConnection : fallback),
    errors: isHttpError(error) ? (error.errors ?? null) : null,
    connection,
  };
}

/** The `message` of an error body, if it is a non-empty string. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return undefined;
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(errors)) {
    // A server may send one message as a plain string; callers always get a list.
    if (typeof value === 'string') fields[field] = [value];
    else if (Array.isArray(value)) fields[field] = value.filter((item): item is string => typeof item === 'string');
  }
  return fields;
}

const API_ERROR_NAMES: readonly string[] = ['ApiError', 'HttpError', 'NetworkError', 'TimeoutError'];

function isApiErrorName(name: unknown): name is ApiErrorName {
  return typeof name === 'string' && API_ERROR_NAMES.includes(name);
}

function isRequestInfo(value: unknown): value is ApiRequestInfo {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { method?: unknown }).method === 'string' &&
    typeof (value as { url?: unknown }).url === 'string'
  );
}
