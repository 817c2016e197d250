import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';

/**
 * True when the API says no record has this key (a 404 in its error shape), or a key it refuses to look up at all
 * (too long for a URL, characters no slug has). A page looked up by such a key does not exist: the 404 page.
 */
export function isUnknownRecord(error: unknown): boolean {
  return isNoQueryResults(error) || (isHttpError(error) && [400, 414, 422].includes(error.status));
}
