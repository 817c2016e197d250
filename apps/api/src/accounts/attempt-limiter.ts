/** Milliseconds since the epoch; injectable so tests can move time. */
export type Clock = () => number;

export interface AttemptLimiterOptions {
  /** Attempts allowed inside any window. */
  limit: number;
  windowMs: number;
  clock?: Clock;
  /**
   * Keys remembered at most; past this, expired keys are swept and then the oldest keys are forgotten, so a
   * flood of distinct keys cannot exhaust memory.
   */
  maxKeys?: number;
}

/**
 * Counts attempts per key (an email, an IP address) in a sliding window, in memory. A key that has reached
 * its limit waits until its oldest attempt in the window leaves it. Per process: with several API processes
 * each keeps its own count (move it to a shared store before scaling out).
 */
export class AttemptLimiter {
  private readonly attempts = new Map<string, number[]>();
  private readonly clock: Clock;
  private readonly maxKeys: number;

  constructor(private readonly options: AttemptLimiterOptions) {
    this.clock = options.clock ?? Date.now;
    this.maxKeys = options.maxKeys ?? 50_000;
  }

  /** Seconds until `key` may try again (at least 1); 0 when it may try now. */
  retryAfter(key: string): number {
    const recent = this.recent(key, this.clock());
    if (recent.length < this.options.limit) return 0;
    const oldest = recent[recent.length - this.options.limit] ?? this.clock();
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - this.clock()) / 1000));
  }

  /** Records an attempt by `key`. */
  hit(key: string): void {
    const now = this.clock();
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the latest `limit` attempts decide anything.
    if (recent.length > this.options.limit) recent.splice(0, recent.length - this.options.limit);
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    if (this.attempts.size > this.maxKeys) this.evict(now);
  }

  /** Forgets the attempts of `key` (a successful sign-in clears its account's failures). */
  clear(key: string): void {
    this.attempts.delete(key);
  }

  /** How many keys are remembered (for tests and metrics). */
  get size(): number {
    return this.attempts.size;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    return (this.attempts.get(key) ?? []).filter((at) => at > since);
  }

  private evict(now: number): void {
    for (const [key, times] of this.attempts) {
      if (!times.some((at) => at > now - this.options.windowMs)) this.attempts.delete(key);
    }
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= this.maxKeys) break;
      this.attempts.delete(key);
    }
  }
}

/** The longest wait among several `[limiter, key]` pairs: 0 when every one of them allows an attempt. */
export function longestWait(checks: readonly (readonly [AttemptLimiter, string])[]): number {
  return Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
}
