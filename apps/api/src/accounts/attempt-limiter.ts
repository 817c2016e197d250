/** Milliseconds since the epoch; injectable so tests can move time. */
export type Clock = () => number;

export interface AttemptLimiterOptions {
  /** Attempts allowed inside any window (with `backoff`: attempts allowed before the delays start). */
  limit: number;
  windowMs: number;
  /**
   * Growing delays instead of a hard stop: past `limit` attempts in the window, each try waits `baseMs` after
   * the latest attempt, doubling with every further attempt, at most `maxMs`. A lock-out any stranger can
   * cause becomes a short wait (OWASP authentication cheat sheet: throttle, do not lock the owner out).
   */
  backoff?: { baseMs: number; maxMs: number };
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
    const now = this.clock();
    const recent = this.recent(key, now);
    if (recent.length < this.options.limit) return 0;
    const { backoff } = this.options;
    if (backoff) {
      const latest = recent[recent.length - 1] ?? now;
      const delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (recent.length - this.options.limit));
      const wait = latest + delay - now;
      return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
    }
    const oldest = recent[recent.length - this.options.limit] ?? now;
    return Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000));
  }

  /** How many attempts of `key` are inside the window now. */
  count(key: string): number {
    return this.recent(key, this.clock()).length;
  }

  /** Records an attempt by `key`. */
  hit(key: string): void {
    const now = this.clock();
    const recent = this.recent(key, now);
    recent.push(now);
    // Only the latest `limit` attempts decide anything (and, with back-off, enough more to reach its longest delay).
    const kept = this.options.limit + (this.options.backoff ? 32 : 0);
    if (recent.length > kept) recent.splice(0, recent.length - kept);
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
