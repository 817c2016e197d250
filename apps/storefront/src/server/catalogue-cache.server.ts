import type { ApiClient } from '@aurelia/api-client';

/**
 * How long a product or listing answer is reused for other renders. The API serves them to everyone alike (no
 * sign-in, nothing personal: `auth: 'none'` in the contract), so guests and signed-in shoppers share them.
 */
export const CATALOGUE_TTL_MS = Number(process.env['SSR_CATALOGUE_TTL_MS'] ?? 1_000);
/** Answers kept at once; the oldest goes first. */
const MAX_ENTRIES = 1_000;

const cache = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * `load()`'s answer, shared by every render asking for `key` within the TTL (and by every one waiting while it
 * loads). What a shopper sees of a product or a listing is the same for all of them; a second is short enough
 * that stock and prices are as fresh as a shopper can tell. A failure is not kept.
 */
function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const held = cache.get(key);
  if (held && now - held.at < CATALOGUE_TTL_MS) return held.value as Promise<T>;
  const value = load();
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, { at: now, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** `client` with its product and listing reads going through the short shared cache above. */
export function withCatalogueCache(client: ApiClient): ApiClient {
  if (CATALOGUE_TTL_MS <= 0) return client;
  return {
    ...client,
    getProducts: (params, init) => shared(`products ${JSON.stringify(params ?? {})}`, () => client.getProducts(params, init)),
    getProductBySlug: (slug, init) => shared(`product ${slug}`, () => client.getProductBySlug(slug, init)),
  };
}
