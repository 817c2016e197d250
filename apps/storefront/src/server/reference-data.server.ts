/** How long the shell's reference data (categories, stores) is reused across requests. */
export const REFERENCE_DATA_TTL_MS = 30_000;

const cache = new Map<string, { at: number; value: Promise<unknown> }>();

/**
 * Categories and stores change rarely and every page's header and footer shows them: one fetch serves
 * every request for 30 s. A failed fetch is not kept, so the next request tries again.
 */
export function referenceData<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const held = cache.get(key);
  if (held && now - held.at < REFERENCE_DATA_TTL_MS) return held.value as Promise<T>;
  const value = Promise.resolve().then(load);
  cache.set(key, { at: now, value });
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
