import { isHttpError, isNoQueryResults } from '@aurelia/api-client/errors';
import { data } from 'react-router';

/**
 * True when the API says no record has this key (a 404 in its error shape), or a key it refuses to look up at all
 * (too long for a URL, characters no slug has). A page looked up by such a key does not exist: the 404 page.
 */
export function isUnknownRecord(error: unknown): boolean {
  return isNoQueryResults(error) || (isHttpError(error) && [400, 414, 422].includes(error.status));
}

/** What `lookup` finds, or the 404 page saying `message` when the API knows no record by that key. */
export async function foundOr404<T>(lookup: Promise<T>, message: string): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (isUnknownRecord(error)) throw data(message, { status: 404 });
    throw error;
  }
}
