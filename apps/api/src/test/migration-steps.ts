import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../db/database';
import { databaseUrl } from './database-templates';

/**
 * A copy of the committed migrations cut at `tag`: those before it, or (`through`) up to and including it,
 * so a test can fill a database as it stood before one migration and then apply that migration alone.
 */
export function migrationsFolderAt(scratch: string, tag: string, which: 'before' | 'through'): string {
  const folder = mkdtempSync(join(scratch, `${which}-`));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 1) throw new Error(`No migration ${tag} after the first`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, which === 'before' ? at : at + 1) }));
  return folder;
}

/** An empty database of a test's own, migrated step by step. */
export interface MigrationScratch {
  readonly kind: 'pglite' | 'postgres';
  /** Applies the committed migrations not yet applied, those before `tag` or up to and including it. */
  migrate(which: 'before' | 'through', tag: string): Promise<void>;
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Closes it and removes what it made (its folder; on PostgreSQL its database). */
  close(): Promise<void>;
}

let created = 0;

/**
 * On PostgreSQL when TEST_DATABASE_URL is set (a database of its own beside the run's, named with the
 * run's prefix so the run's clean-up drops a leftover), else on an in-memory PGlite.
 */
export async function openMigrationScratch(): Promise<MigrationScratch> {
  const scratch = mkdtempSync(join(tmpdir(), 'aurelia-migration-step-'));
  const url = process.env['TEST_DATABASE_URL'] || undefined;
  if (!url) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzlePglite({ client });
    return {
      kind: 'pglite',
      migrate: (which, tag) => migratePglite(db, { migrationsFolder: migrationsFolderAt(scratch, tag, which) }),
      query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
      close: async () => {
        await client.close();
        rmSync(scratch, { recursive: true, force: true });
      },
    };
  }
  created += 1;
  const name = `${decodeURIComponent(new URL(url).pathname.slice(1))}__m${process.pid}_${created}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`create database "${name}"`);
  const pool = new pg.Pool({ connectionString: databaseUrl(url, name), max: 1 });
  const db = drizzleNodePg({ client: pool });
  return {
    kind: 'postgres',
    migrate: (which, tag) => migrateNodePg(db, { migrationsFolder: migrationsFolderAt(scratch, tag, which) }),
    query: async <T>(text: string, params?: unknown[]) => (await pool.query(text, params)).rows as T[],
    close: async () => {
      await pool.end();
      await admin(`drop database if exists "${name}" with (force)`);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
