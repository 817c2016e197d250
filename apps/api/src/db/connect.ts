import { join } from 'node:path';
import type { Config } from '../config';
import type { DatabaseTarget } from './database';

/** Where the PGlite database lives inside DATA_DIR. */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in `<DATA_DIR>/pglite`. */
export function databaseTargetFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: pgliteDir(config.dataDir) };
}
