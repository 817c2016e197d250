import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, PGLITE_EXTENSIONS } from '../db/database';
import { migrationsFolderAt } from '../test/migration-steps';

const scratch = mkdtempSync(join(tmpdir(), 'aurelia-idempotency-migration-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('one idempotency key store', () => {
  // A fresh PGlite migrated from nothing, in two goes: seconds alone, minutes on 2 busy shared cores.
  it('keeps the staff routes’ stored answers through the upgrade, and a key sent to both stores once', async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    try {
      await migrate(db, { migrationsFolder: migrationsFolderAt(scratch, '0013_one_idempotency_store', 'before') });
      const { rows } = await client.query<{ id: number }>(
        `insert into users (name, email, phone, phone_country_number, phone_country_code, password_hash, role)
         values ('Anjali Nair', 'anjali@example.com', '9800000001', '91', 'IN', 'x', 'staff') returning id`,
      );
      const userId = rows[0]?.id;
      await client.query(`insert into idempotency_keys (user_id, key, fingerprint) values ($1, 'both', 'checkout-print')`, [userId]);
      await client.query(
        `insert into request_replays (user_id, key, fingerprint, status_code, response_body)
         values ($1, 'walk-in', 'walk-in-print', 201, '{"data":{"id":7}}'), ($1, 'both', 'staff-print', 200, '{}')`,
        [userId],
      );

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

      const kept = await client.query(`select key, fingerprint, status_code, response_body from idempotency_keys order by key`);
      expect(kept.rows).toEqual([
        { key: 'both', fingerprint: 'checkout-print', status_code: null, response_body: null },
        { key: 'walk-in', fingerprint: 'walk-in-print', status_code: 201, response_body: '{"data":{"id":7}}' },
      ]);
      const left = await client.query(`select count(*)::int as n from pg_tables where tablename = 'request_replays'`);
      expect(left.rows).toEqual([{ n: 0 }]);
    } finally {
      await client.close();
    }
  }, 240_000);
});
