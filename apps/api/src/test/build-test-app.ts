import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseConnection } from '../db/database';
import { seedDatabase, type SeedOptions } from '../seed/seed-database';

/** Fixed first day of the seeded appointment slots, so tests do not depend on the clock. */
export const TEST_TODAY = '2026-03-02';

/**
 * A fresh, migrated database for one suite: in-memory PGlite, or, when TEST_DATABASE_URL is set, that
 * PostgreSQL database with its `public` schema dropped and recreated (suites then run one at a time).
 */
export async function openTestDatabase(poolSize = 4): Promise<DatabaseConnection> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    const connection = await openDatabase({ kind: 'pglite' });
    await connection.migrate();
    return connection;
  }
  const connection = await openDatabase({ kind: 'postgres', url, poolSize });
  await connection.db.execute(sql`drop schema if exists drizzle cascade`);
  await connection.db.execute(sql`drop schema if exists public cascade`);
  await connection.db.execute(sql`create schema public`);
  await connection.migrate();
  return connection;
}

/** The configuration tests run with: silent logs, a throwaway DATA_DIR. */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'aurelia-api-test-')),
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  connection: DatabaseConnection;
  config: Config;
}

/**
 * Builds the app on a fresh database, seeded without images unless `seed: false`. Close it with
 * `app.close()`, which also closes the database.
 */
export async function buildTestApp(
  options: {
    seed?: false | SeedOptions;
    env?: NodeJS.ProcessEnv;
    reservationReleaseIntervalMs?: number;
    /** Connections to PostgreSQL (default 4); concurrency tests want more. Ignored on PGlite. */
    poolSize?: number;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const connection = await openTestDatabase(options.poolSize);
  if (options.seed !== false) {
    await seedDatabase(connection.db, { images: false, today: TEST_TODAY, ...options.seed });
  }
  const app = await buildApp(config, { database: connection, reservationReleaseIntervalMs: options.reservationReleaseIntervalMs });
  await app.ready();
  return { app, connection, config };
}
