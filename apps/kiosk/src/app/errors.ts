import { isHttpError, isNetworkError, isTimeoutError } from '@aurelia/api-client';

/**
 * The network let the call down (no answer, or too late), or the shop is briefly unavailable (503: the
 * kiosk server cannot reach the API, or the API its database): worth sending again when it is back.
 */
export function isConnectionProblem(error: unknown): boolean {
  return isNetworkError(error) || isTimeoutError(error) || (isHttpError(error) && (error.status === 502 || error.status === 503));
}

/** A sentence for the staff from an API error: the server's message, or a plain fallback. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (isHttpError(error) && error.message) return error.message;
  if (isConnectionProblem(error)) return 'No connection to the shop. Check the network and try again.';
  return fallback;
}
