import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, openDatabase, PGLITE_EXTENSIONS, type Database, type DatabaseConnection } from '../db/database';
import * as schema from '../db/schema/index';
import { seedDatabase } from '../seed/seed-database';

/** Fixed first day of the seeded appointment slots, so tests do not depend on the clock. */
export const TEST_TODAY = '2026-03-02';

/** The seed every suite gets unless it asks for another. */
export const TEST_SEED = { images: false, today: TEST_TODAY } as const;

/**
 * Where the databases prepared once per test run are: two PGlite data-directory tarballs, or two
 * PostgreSQL template databases. `migrated` is empty, `seeded` holds TEST_SEED.
 */
export type DatabaseTemplates =
  | { kind: 'pglite'; migrated: string; seeded: string; dir: string }
  | { kind: 'postgres'; migrated: string; seeded: string };

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `url` with its database name replaced by `database`. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** The prefix of every database a test run creates beside the one of TEST_DATABASE_URL. */
function runPrefix(url: string): string {
  return `${decodeURIComponent(new URL(url).pathname.slice(1))}__`;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropRunDatabases(url: string): Promise<void> {
  await withAdmin(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where starts_with(datname, $1)`,
      [runPrefix(url)],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${quote(datname)} with (force)`);
  });
}

/**
 * Migrates one database and seeds a copy of it, once for the whole run (vitest globalSetup): on
 * PGlite as tarballs of the data directory in a temp folder, on PostgreSQL (`url`) as template databases.
 */
export async function createDatabaseTemplates(url: string | undefined): Promise<DatabaseTemplates> {
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'aurelia-api-templates-'));
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzle({ client, schema });
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const migrated = join(dir, 'migrated.tar');
      writeFileSync(migrated, await dumpPglite(client));
      await seedDatabase(db as unknown as Database, TEST_SEED);
      const seeded = join(dir, 'seeded.tar');
      writeFileSync(seeded, await dumpPglite(client));
      return { kind: 'pglite', migrated, seeded, dir };
    } finally {
      await client.close();
    }
  }
  await dropRunDatabases(url);
  const migrated = `${runPrefix(url)}migrated`;
  const seeded = `${runPrefix(url)}seeded`;
  await withAdmin(url, (client) => client.query(`create database ${quote(migrated)}`));
  const template = await openDatabase({ kind: 'postgres', url: databaseUrl(url, migrated), poolSize: 1 });
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
  await withAdmin(url, (client) => client.query(`create database ${quote(seeded)} template ${quote(migrated)}`));
  const copy = await openDatabase({ kind: 'postgres', url: databaseUrl(url, seeded), poolSize: 1 });
  try {
    await seedDatabase(copy.db, TEST_SEED);
  } finally {
    await copy.close();
  }
  return { kind: 'postgres', migrated, seeded };
}

/** Removes what createDatabaseTemplates made, and any database a suite left behind. */
export async function removeDatabaseTemplates(templates: DatabaseTemplates, url: string | undefined): Promise<void> {
  if (templates.kind === 'pglite') rmSync(templates.dir, { recursive: true, force: true });
  else if (url) await dropRunDatabases(url);
}

/** The data directory as an uncompressed tarball: loading it costs the same as a gzipped one, dumping less. */
async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  // Written out, so a copy starts without replaying the write-ahead log.
  await client.exec('checkpoint');
  const tarball = await client.dumpDataDir('none');
  return new Uint8Array(await tarball.arrayBuffer());
}

const tarballs = new Map<string, Blob>();

let copies = 0;

/**
 * A database of its own, copied from a template: PGlite in memory loaded from the tarball, or a
 * PostgreSQL database created from the template and dropped again on `close()`.
 */
export async function openDatabaseCopy(
  templates: DatabaseTemplates,
  which: 'migrated' | 'seeded',
  options: { url?: string; poolSize?: number } = {},
): Promise<DatabaseConnection> {
  if (templates.kind === 'pglite') {
    const path = templates[which];
    let tarball = tarballs.get(path);
    if (!tarball) {
      tarball = new Blob([readFileSync(path)]);
      tarballs.set(path, tarball);
    }
    return openDatabase({ kind: 'pglite', loadDataDir: tarball });
  }
  const { url } = options;
  if (!url) throw new Error('A PostgreSQL copy needs the URL of TEST_DATABASE_URL');
  copies += 1;
  const name = `${runPrefix(url)}s${process.pid}_${copies}`;
  await withAdmin(url, (client) => client.query(`create database ${quote(name)} template ${quote(templates[which])}`));
  const connection = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name), poolSize: options.poolSize });
  let dropped = false;
  return {
    ...connection,
    close: async () => {
      await connection.close();
      if (dropped) return;
      dropped = true;
      await withAdmin(url, (client) => client.query(`drop database if exists ${quote(name)} with (force)`));
    },
  };
}
