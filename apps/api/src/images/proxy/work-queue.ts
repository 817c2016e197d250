/** The queue is full: the caller should answer 503 with Retry-After. */
export class QueueFullError extends Error {
  override readonly name = 'QueueFullError';
  constructor(readonly retryAfterSeconds: number) {
    super('The image service is busy: try again in a moment.');
  }
}

/** Runs jobs at most `concurrency` at a time, keeping at most `maxQueued` waiting. */
export interface WorkQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting, for tests and logs. */
  readonly load: { running: number; queued: number };
}

export interface WorkQueueOptions {
  concurrency: number;
  maxQueued: number;
  /** What a refused caller is told to wait, in seconds. */
  retryAfterSeconds: number;
}

/**
 * A small first-in, first-out limiter. Image encoding runs on libuv's thread pool (four threads by
 * default), the same pool file reads use: without a limit, a handful of large encodes hold every thread
 * and even cached images and other requests wait behind them. Past the queue's length a job is refused
 * at once rather than piling up.
 */
export function createWorkQueue({ concurrency, maxQueued, retryAfterSeconds }: WorkQueueOptions): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };

  return {
    get load() {
      return { running, queued: waiting.length };
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxQueued) throw new QueueFullError(retryAfterSeconds);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
  };
}
