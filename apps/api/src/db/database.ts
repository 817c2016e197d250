import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { API_ROOT } from '../api-root';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Where `drizzle-kit generate` writes the committed migrations. */
export const MIGRATIONS_FOLDER = join(API_ROOT, 'drizzle');

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `loadDataDir` starts it from a tarball of
   * another PGlite's data directory (`dumpDataDir`) instead of an empty cluster.
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/** An open database: the Drizzle handle plus what the app needs around it. */
export interface DatabaseConnection {
  readonly db: Database;
  readonly kind: DatabaseTarget['kind'];
  /** Applies the committed migrations not yet applied. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every notification on `channel` (`LISTEN`), from when the promise
   * resolves; the function it resolves to stops listening. On PostgreSQL the listener has its own
   * connection: when that connection is lost `onState(false)` is called (notifications may be missed from
   * then on) and it reconnects, calling `onState(true)` once it listens again. `close()` stops every listener.
   */
  listen(channel: string, onNotify: (payload: string) => void, onState?: (listening: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The extensions every PGlite database is opened with (the migrations create pg_trgm). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** First and longest wait before a lost PostgreSQL listener connects again. */
const RELISTEN_DELAY_MS = { first: 100, max: 5_000 };

/** How long a query waits for a pooled connection before failing (with a 503 to the request). */
const POOL_CONNECT_TIMEOUT_MS = 5_000;

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A `LISTEN` on its own pg.Client (not one of the pool's: the pool would hand it to queries and drop it
 * when idle), connected again after an error or an end, with a growing delay, until stopped.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = RELISTEN_DELAY_MS.first;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (stopped) return;
      onState(false);
      timer = setTimeout(() => {
        timer = undefined;
        connect().catch(() => undefined);
      }, delay);
      delay = Math.min(delay * 2, RELISTEN_DELAY_MS.max);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      onLost();
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = RELISTEN_DELAY_MS.first;
    onState(true);
  };

  await connect();
  return async () => {
    if (stopped) return;
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseConnection> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      // While the server is away a request waits this long for a connection, then answers 503 (never hangs).
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    });
    // A session ended by the server (a restart, a failover, pg_terminate_backend) makes its client emit
    // 'error'. pg.Pool listens only while the client is idle; a checked-out one (a transaction waiting on
    // our code) would crash the process with an unhandled 'error'. The query in flight rejects on its own
    // (a 503 to its caller), the pool drops the broken client, and the next checkout connects afresh.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    const db = drizzleNodePg({ client: pool, schema });
    const listeners = new Set<() => Promise<void>>();
    let ended = false;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onNotify, onState = () => undefined) => {
        if (ended) throw new Error('The database is closed');
        const stop = await listenOnPostgres(target.url, channel, onNotify, onState);
        const unlisten = async () => {
          listeners.delete(unlisten);
          await stop();
        };
        listeners.add(unlisten);
        return unlisten;
      },
      close: async () => {
        if (ended) return;
        ended = true;
        await Promise.all([...listeners].map((unlisten) => unlisten()));
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: target.dataDir, extensions: PGLITE_EXTENSIONS, loadDataDir: target.loadDataDir });
  const db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    ping: async () => {
      if (closed) throw new Error('The database is closed');
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onNotify, onState) => {
      if (closed) throw new Error('The database is closed');
      // One in-process connection: it cannot be lost, and notifications arrive after the statement that
      // sent them, before its promise resolves to the caller.
      const unlisten = await client.listen(channel, onNotify);
      onState?.(true);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}
