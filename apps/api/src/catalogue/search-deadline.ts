import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { HttpError } from '../errors';
import { sqlState } from '../plugins/error-handler';
import type { SearchGate } from './search-gate';

/** How long a search's statements may take, the wait for the database included. */
export const SEARCH_TIMEOUT_MS = 2_000;

/** What a search answers past its time: 503, to be sent again shortly. */
export const SEARCH_BUSY = {
  message: 'Search is busy right now: please try again in a few seconds.',
  retryAfterSeconds: 5,
} as const;

export class SearchTimeoutError extends HttpError {
  override readonly name = 'SearchTimeoutError';
  readonly retryAfterSeconds = SEARCH_BUSY.retryAfterSeconds;
  constructor() {
    super(503, SEARCH_BUSY.message);
  }
}

/** A transaction handle, as `Database.transaction` passes it. */
export type SearchTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs a search's statements in one transaction under `SET LOCAL statement_timeout`: PostgreSQL cancels a
 * statement past it (SQLSTATE 57014). PGlite ignores the setting and runs one statement at a time, so there a
 * search still waiting for the database when its time is up is dropped before it starts. Either way the
 * search fails with {@link SearchTimeoutError}. With a `gate`, the time waited for a turn counts too.
 */
export async function withSearchDeadline<T>(
  db: Database,
  timeoutMs: number,
  work: (tx: SearchTransaction) => Promise<T>,
  gate?: SearchGate,
): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  const run = () =>
    db.transaction(async (tx) => {
      const left = Math.ceil(deadline - performance.now());
      if (left <= 0) throw new SearchTimeoutError();
      await tx.execute(sql.raw(`set local statement_timeout = ${left}`));
      return work(tx);
    });
  try {
    return await (gate ? gate.run(deadline, run) : run());
  } catch (error) {
    if (error instanceof SearchTimeoutError || sqlState(error) === '57014') throw new SearchTimeoutError();
    throw error;
  }
}
