import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { databaseTargetFor, pgliteDir } from './connect';
import { openDatabase } from './database';
import { seedWithImages } from './prepare';

/**
 * `npm run db:reset`: throws the database away and builds it again: PGlite's folder is deleted, on
 * PostgreSQL every table goes with the `public` and `drizzle` schemas. Then migrate and seed.
 * Seeded images stay: they are drawn the same for the same seed.
 */
async function reset(): Promise<void> {
  const config = loadConfig();
  const log = (message: string) => console.log(message);
  const target = databaseTargetFor(config);
  if (target.kind === 'pglite') {
    await rm(pgliteDir(config.dataDir), { recursive: true, force: true });
    log(`removed ${pgliteDir(config.dataDir)}`);
  }
  const connection = await openDatabase(target);
  try {
    if (target.kind === 'postgres') {
      await connection.db.execute(sql`drop schema if exists drizzle cascade`);
      await connection.db.execute(sql`drop schema public cascade`);
      await connection.db.execute(sql`create schema public`);
      log('dropped every table');
    }
    await connection.migrate();
    const started = Date.now();
    await seedWithImages(connection, config, log);
    log(`database reset and seeded in ${Date.now() - started} ms`);
  } finally {
    await connection.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
