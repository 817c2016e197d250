import type { DiskCache } from './disk-cache';

/** Reads an entry from the cache or makes, stores and returns it. */
export type CachedProducer = (key: string, extension: string, make: () => Promise<Buffer>) => Promise<Buffer>;

/**
 * A producer over `cache` where concurrent requests for the same missing entry share one `make`. A failure
 * to store the result is reported to `onWriteError` and does not fail the request: the cache only saves work.
 */
export function createCachedProducer(cache: DiskCache, onWriteError: (error: unknown, key: string) => void): CachedProducer {
  const inFlight = new Map<string, Promise<Buffer>>();
  return async (key, extension, make) => {
    const cached = await cache.read(key, extension);
    if (cached !== null) return cached;
    const pending = inFlight.get(key);
    if (pending !== undefined) return pending;
    const work = (async () => {
      const data = await make();
      await cache.write(key, extension, data).catch((error: unknown) => onWriteError(error, key));
      return data;
    })();
    inFlight.set(key, work);
    try {
      return await work;
    } finally {
      inFlight.delete(key);
    }
  };
}
