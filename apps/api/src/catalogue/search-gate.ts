import { SearchTimeoutError } from './search-deadline';

/** Searches in the database at once, per process: the others wait their turn, so other calls are never queued behind many. */
export const MAX_CONCURRENT_SEARCHES = 2;
/** Searches waiting for a turn at most; one more is answered 503 at once. */
export const MAX_WAITING_SEARCHES = 40;
export interface SearchGateOptions {
  concurrency?: number;
  maxWaiting?: number;
}

/**
 * Lets at most `concurrency` searches run at once, the others in arrival order while at most `maxWaiting`
 * wait. A search whose deadline passed while it waited is refused ({@link SearchTimeoutError}) without
 * running (on PGlite, which runs one statement at a time, a search waiting there could not be dropped). A
 * freed turn is handed on after the I/O already waiting (`setImmediate`).
 */
export class SearchGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly concurrency: number;
  private readonly maxWaiting: number;

  constructor(options: SearchGateOptions = {}) {
    this.concurrency = options.concurrency ?? MAX_CONCURRENT_SEARCHES;
    this.maxWaiting = options.maxWaiting ?? MAX_WAITING_SEARCHES;
  }

  async run<T>(deadline: number, work: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) {
      this.running += 1;
    } else {
      if (this.waiting.length >= this.maxWaiting) throw new SearchTimeoutError();
      // The turn is handed over with `running` unchanged.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    try {
      if (performance.now() >= deadline) throw new SearchTimeoutError();
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) setImmediate(next);
      else this.running -= 1;
    }
  }

  /** Searches running and waiting: for tests and figures. */
  get load(): Readonly<{ running: number; waiting: number }> {
    return { running: this.running, waiting: this.waiting.length };
  }
}
