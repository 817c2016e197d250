import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import type { BookingLimitSettings } from '../appointments/booking-limits';
import type { WorkQueue } from '../images/proxy/work-queue';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseConnection } from '../db/database';
import { seedDatabase, type SeedOptions } from '../seed/seed-database';
import { openDatabaseCopy, TEST_SEED } from './database-templates';

export { TEST_TODAY } from './database-templates';

const SUITE_BOOKING_LIMITS: BookingLimitSettings = {
  perClient: { limit: 10_000, windowMs: 60_000 },
  perPhone: { limit: 10_000, windowMs: 60_000 },
  perAddress: { limit: 10_000, windowMs: 60_000 },
  perAddressStoreDay: { limit: 10_000, windowMs: 60_000 },
};

/**
 * A database of the suite's own, migrated, and seeded with TEST_SEED when `seeded`: a copy of the
 * templates the run's globalSetup prepared (global-setup.ts), an in-memory PGlite or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database made from a template and dropped on `close()`.
 * Without those templates (a test run without the globalSetup), it migrates (and seeds) a fresh one.
 */
export async function openTestDatabase(options: { seeded?: boolean; poolSize?: number } = {}): Promise<DatabaseConnection> {
  const url = process.env['TEST_DATABASE_URL'] || undefined;
  const templates = inject('databaseTemplates');
  if (templates) {
    return openDatabaseCopy(templates, options.seeded ? 'seeded' : 'migrated', { url, poolSize: options.poolSize ?? 4 });
  }
  const connection = await openMigratedDatabase(url, options.poolSize ?? 4);
  if (options.seeded) await seedDatabase(connection.db, TEST_SEED);
  return connection;
}

/** The PGlite in memory, or the PostgreSQL database of `url` with its `public` schema dropped and recreated. */
async function openMigratedDatabase(url: string | undefined, poolSize: number): Promise<DatabaseConnection> {
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

/**
 * The configuration tests run with: silent logs, a throwaway DATA_DIR, and the development tools on (tests read
 * mail from the outbox and change settings through `/api/v1/dev`), except in production mode, which runs as
 * `npm start` does; `env: { DEV_TOOLS: 'false' }` (or `'true'`) says otherwise.
 */
export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'aurelia-api-test-')),
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    DEV_TOOLS: overrides['NODE_ENV'] === 'production' ? 'false' : 'true',
    ...overrides,
  });
}

export interface TestApp {
  app: FastifyInstance;
  connection: DatabaseConnection;
  config: Config;
}

/**
 * Builds the app on a database of its own, seeded without images (TEST_SEED) unless `seed: false`, or
 * seeded afresh with other `seed` options. Close it with `app.close()`, which also closes the database.
 */
export async function buildTestApp(
  options: {
    seed?: false | SeedOptions;
    env?: NodeJS.ProcessEnv;
    reservationReleaseIntervalMs?: number;
    /** Connections to PostgreSQL (default 4); concurrency tests want more. Ignored on PGlite. */
    poolSize?: number;
    /** Booking limits; by default far above what a suite books from its one address (the limits have tests of their own). */
    bookingLimits?: BookingLimitSettings;
    /** The image proxy's queue, to watch its load. */
    imageQueue?: WorkQueue;
  } = {},
): Promise<TestApp> {
  const config = testConfig(options.env);
  const connection = await openTestDatabase({ seeded: options.seed === undefined, poolSize: options.poolSize });
  if (options.seed) await seedDatabase(connection.db, { ...TEST_SEED, ...options.seed });
  const app = await buildApp(config, {
    database: connection,
    reservationReleaseIntervalMs: options.reservationReleaseIntervalMs,
    bookingLimits: options.bookingLimits ?? SUITE_BOOKING_LIMITS,
    imageQueue: options.imageQueue,
  });
  await app.ready();
  return { app, connection, config };
}
