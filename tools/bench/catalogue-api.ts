/* eslint-disable @nx/enforce-module-boundaries -- the benchmark measures the API in-process, so it builds the app from apps/api with the app's own dependencies (drizzle-orm, fastify, pg). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, type DatabaseConnection } from '../../apps/api/src/db/database';
import { seedDatabase } from '../../apps/api/src/seed/seed-database';

/** A running API on a freshly migrated and seeded database, and how to take it all down again. */
export interface BenchApi {
  readonly url: string;
  readonly database: 'postgres' | 'pglite';
  close(): Promise<void>;
}

/** Fixed first day of the seeded appointment slots, so two runs seed the same data. */
const SEED_TODAY = '2026-03-02';

/**
 * The real API (same plugins, routes and pool size as `npm start`), listening on 127.0.0.1 at a random port
 * with logging silent. With `postgresUrl` it runs on a throwaway database created beside the one the URL
 * names and dropped on close, so the benchmark never touches existing data; otherwise on PGlite in a
 * temporary folder, as `npm start` keeps it in `.data/`.
 */
export async function startCatalogueApi(postgresUrl: string | undefined): Promise<BenchApi> {
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelia-bench-'));
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(dataDir, { recursive: true, force: true })];
  let app: FastifyInstance | undefined;
  let connection: DatabaseConnection | undefined;
  try {
    let databaseUrl: string | undefined;
    if (postgresUrl) {
      const scratch = await createScratchDatabase(postgresUrl);
      cleanups.unshift(scratch.drop);
      databaseUrl = scratch.url;
      connection = await openDatabase({ kind: 'postgres', url: scratch.url });
    } else {
      connection = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    }
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
    await connection.migrate();
    await seedDatabase(connection.db, { images: false, today: SEED_TODAY });
    // Statistics now rather than whenever autovacuum gets to the fresh tables, so runs plan alike.
    await connection.db.execute(sql`analyze`);
    // From here on the app owns the connection and closes it with itself.
    app = await buildApp(config, { database: connection });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const running = app;
    return {
      url,
      database: connection.kind,
      close: async () => {
        await running.close();
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (error) {
    await (app ? app.close() : connection?.close());
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
    throw error;
  }
}

/** Creates `aurelia_bench_<pid>_<time>` on the server of `url`; `drop` removes it, connections and all. */
async function createScratchDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `aurelia_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return {
    url: scratchUrl.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
