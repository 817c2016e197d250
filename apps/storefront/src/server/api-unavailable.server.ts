import type { ApiClient } from '@aurelia/api-client';
import { isHttpError, isNetworkError, isTimeoutError } from '@aurelia/api-client/errors';
import { data } from 'react-router';

/** What the shop says while the API cannot be reached (down, restarting, too slow) or is unavailable itself. */
export const API_UNAVAILABLE_MESSAGE = 'The shop is briefly unavailable. Please try again in a minute.';
/** Seconds a browser or crawler is asked to wait before trying again. */
export const API_UNAVAILABLE_RETRY_AFTER = 30;

/** No answer from the API, none in time, or its own 503: not a broken page, a shop briefly away. */
export function isApiUnavailable(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || (isHttpError(error) && error.status === 503);
}

/** The 503 "We’ll be right back" with Retry-After, thrown by a loader whose API call found the API away or slow. */
export function apiUnavailableResponse() {
  return data(API_UNAVAILABLE_MESSAGE, { status: 503, headers: { 'Retry-After': String(API_UNAVAILABLE_RETRY_AFTER) } });
}

/** Rethrows `error` as the 503 when the API is away or too slow (a page's own calls), as it is otherwise. */
export function rethrowUnavailable(error: unknown): never {
  if (isApiUnavailable(error)) throw apiUnavailableResponse();
  throw error;
}

/**
 * The client with every call that finds the API away or too slow failing as the 503 itself: a loader that lets
 * such a failure through (most rethrow what they do not handle) then shows "We’ll be right back", not a 500.
 */
export function unavailableAsResponse(client: ApiClient): ApiClient {
  const calls: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(client)) {
    calls[name] =
      typeof call === 'function'
        ? (...args: unknown[]) => {
            const result: unknown = call(...args);
            return result instanceof Promise ? result.catch(rethrowUnavailable) : result;
          }
        : call;
  }
  return calls as unknown as ApiClient;
}

/**
 * A page that failed with a 503 of its own (its loader's, inside the shell) names when to come back, as the root's
 * does through its `headers`: React Router gives a page's error headers only to a `headers` function of its own.
 */
export function setRetryAfter(status: number, headers: Headers): void {
  if (status === 503 && !headers.has('Retry-After')) headers.set('Retry-After', String(API_UNAVAILABLE_RETRY_AFTER));
}
