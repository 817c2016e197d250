/** Listing responses kept at most; the least recently used goes first. */
export const MAX_CACHED_LISTINGS = 500;

/**
 * Answers kept in memory by key, least recently used dropped past `limit`, all dropped by
 * {@link ListingCache.invalidate}. A value is stored only if no invalidation happened while it was being
 * built (the generation it started at is still current), so a read that overlapped a change never
 * outlives the change. Disabled (every call builds, nothing is stored) until {@link ListingCache.enable}:
 * only something that learns of every change (the database's notifications) may turn it on.
 */
export class ListingCache<T> {
  private readonly entries = new Map<string, T>();
  private generation = 0;
  private enabled = false;
  /** Answers served from memory, and built, since the start: the tests check the cache was used. */
  readonly stats = { hits: 0, misses: 0 };

  constructor(private readonly limit = MAX_CACHED_LISTINGS) {}

  /** Turns caching on or off; either way what was kept is dropped. */
  enable(enabled: boolean): void {
    this.enabled = enabled;
    this.invalidate();
  }

  /** Drops every answer, including those being built now. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, build: () => Promise<T>): Promise<T> {
    if (!this.enabled) return build();
    const known = this.entries.get(key);
    if (known !== undefined) {
      this.stats.hits++;
      // Most recently used last: a Map iterates in insertion order.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known;
    }
    this.stats.misses++;
    const generation = this.generation;
    const value = await build();
    if (this.enabled && generation === this.generation) {
      this.entries.set(key, value);
      if (this.entries.size > this.limit) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
    }
    return value;
  }
}
