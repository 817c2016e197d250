import { isHttpError } from '@aurelia/api-client/errors';

/**
 * What a signed-in page's `load` gives, or `whenExpired` when the API refused the token (a 401, docs/behaviour.md §8):
 * the page then signs the shopper out through useExpiredSession. Any other failure is the loader's.
 */
export async function orExpired<Loaded, Expired>(load: Promise<Loaded>, whenExpired: Expired): Promise<Loaded | Expired> {
  try {
    return await load;
  } catch (error) {
    if (isHttpError(error) && error.status === 401) return whenExpired;
    throw error;
  }
}
