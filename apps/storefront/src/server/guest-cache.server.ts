import type { ApiClient } from '@aurelia/api-client';

/** How long a guest's product and listing answers are reused for other guests. */
export const GUEST_CATALOGUE_TTL_MS = Number(process.env['SSR_GUEST_TTL_MS'] ?? 1_000);
/** Answers kept at once; the oldest goes first. */
const MAX_ENTRIES = 1_000;

const cache = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * `load()`'s answer, shared by every guest asking for `key` within the TTL (and by every one waiting while it
 * loads). What guests see of a product or a listing is the same for all of them; a second is short enough
 * that stock and prices are as fresh as a shopper can tell. A failure is not kept.
 */
function shared<T>(key: string, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const held = cache.get(key);
  if (held && now - held.at < GUEST_CATALOGUE_TTL_MS) return held.value as Promise<T>;
  const value = load();
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(key, { at: now, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}

/** The guests' client: product and listing reads go through the short shared cache above. */
export function withGuestCache(client: ApiClient): ApiClient {
  if (GUEST_CATALOGUE_TTL_MS <= 0) return client;
  return {
    ...client,
    getProducts: (params, init) => shared(`products ${JSON.stringify(params ?? {})}`, () => client.getProducts(params, init)),
    getProductBySlug: (slug, init) => shared(`product ${slug}`, () => client.getProductBySlug(slug, init)),
  };
}
