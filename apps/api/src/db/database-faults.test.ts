import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/build-test-app';
import type { DatabaseConnection } from './database';
import { isDatabaseUnavailable } from './unavailable';

const url = process.env['TEST_DATABASE_URL'] || undefined;
if (!url) console.info('database faults: skipped (TEST_DATABASE_URL is unset; they need a PostgreSQL server to end sessions)');

describe('telling a lost database from a refused query', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a killed session, wrapped by Drizzle', new Error('Failed query: select 1', { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) })],
    ['a server starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a dropped socket', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
  ])('%s is "unavailable"', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a data exception', Object.assign(new Error('invalid input'), { code: '22P02' })],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe.skipIf(!url)('a session ended by PostgreSQL in the middle of a transaction', () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await openTestDatabase({ poolSize: 2 });
  });
  afterAll(async () => {
    await connection?.close();
  });

  it('rejects that transaction as "unavailable", does not end the process, and the next query works', async () => {
    const [current] = await connection.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
    const dbName = current?.name;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const emitted = vi.spyOn(pg.Client.prototype, 'emit');
    try {
      const failed = await connection.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          const ended = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and state = 'idle in transaction'`,
            [dbName],
          );
          expect(ended.rowCount).toBe(1);
          // The client is checked out and idle while the server ends its session: it emits 'error' now.
          await vi.waitFor(() => expect(emitted).toHaveBeenCalledWith('error', expect.anything()));
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      await expect(connection.ping()).resolves.toBeUndefined();
    } finally {
      emitted.mockRestore();
      await admin.end();
    }
  });
});
