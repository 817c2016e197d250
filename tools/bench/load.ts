import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds of load, not measured, before the measured run. */
  warmup: number;
  /** Worker threads firing the requests; 0 keeps autocannon on the main thread, beside the servers. */
  workers: number;
}

/** What one measured run saw: throughput, latency in milliseconds, and every way a request failed. */
export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function fire(url: string, options: LoadOptions, duration: number, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({
    url,
    headers,
    connections: options.connections,
    duration,
    ...(options.workers > 0 ? { workers: options.workers } : {}),
  });
}

/** Loads `url` for the warm-up, then measures it with the same connections (and request headers, such as a cookie). */
export async function measure(url: string, options: LoadOptions, headers: Record<string, string> = {}): Promise<LoadResult> {
  if (options.warmup > 0) await fire(url, options, options.warmup, headers);
  const result = await fire(url, options, options.duration, headers);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
