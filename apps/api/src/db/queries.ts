import type { Database } from './database';

/**
 * Anything that runs queries: the database itself or a transaction handle. Functions take this rather than
 * `Database` so a caller can run them inside its own transaction.
 */
export type Queries = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
