/* eslint-disable @nx/enforce-module-boundaries -- the template must hold exactly what the API's own start would make, so it is made by the API's code. */
// Makes one template of the end-to-end API's data (data-template.mjs), run with tsx by start-api.mjs:
//
//   tsx build-data-template.ts database <dir> <YYYY-MM-DD>   migrated and seeded PGlite in <dir>/pglite, slots from that day
//   tsx build-data-template.ts images <dir>                  the seeded product and site images in <dir>/public
//
// The database is seeded without images (they do not change a row); the images are what the seed would put in place.
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../apps/api/src/config';
import { databaseTargetFor } from '../../apps/api/src/db/connect';
import { openDatabase } from '../../apps/api/src/db/database';
import { prepareDatabase } from '../../apps/api/src/db/prepare';
import { generateCatalogue } from '../../apps/api/src/seed/generate-catalogue';
import { createRandom } from '../../apps/api/src/random';
import { copyPieceImages } from '../../apps/api/src/seed/render-images';
import { installSiteImages } from '../../apps/api/src/seed/render-site-images';
import { DEFAULT_SEED } from '../../apps/api/src/seed/seed-database';

const log = (message: string) => console.log(message);

async function buildDatabase(dir: string, today: string): Promise<void> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`the first day of the slots must be YYYY-MM-DD, not "${today}"`);
  const config = loadConfig({ ...process.env, DATA_DIR: dir, DATABASE_URL: '' });
  const database = await openDatabase(databaseTargetFor(config));
  try {
    await prepareDatabase(database, config, log, { images: false, today });
    // Written out, so that every copy starts without replaying the write-ahead log.
    await database.db.execute(sql`checkpoint`);
  } finally {
    // Closed cleanly before anyone copies the folder.
    await database.close();
  }
}

async function buildImages(dir: string, localImages: string): Promise<void> {
  const publicDir = join(dir, 'public');
  // Images of an earlier local seed are kept rather than copied again.
  if (existsSync(localImages)) cpSync(localImages, publicDir, { recursive: true });
  const started = Date.now();
  const images = await copyPieceImages(generateCatalogue(createRandom(DEFAULT_SEED)), { publicDir });
  await installSiteImages(publicDir);
  log(`product images ready in ${Date.now() - started} ms (${images.copied} copied, ${images.kept} kept)`);
}

async function main(): Promise<void> {
  const [what, dir, today] = process.argv.slice(2);
  if (what === 'database' && dir && today) return buildDatabase(dir, today);
  if (what === 'images' && dir) return buildImages(dir, fileURLToPath(new URL('../../.data/public', import.meta.url)));
  throw new Error('usage: build-data-template.ts database <dir> <YYYY-MM-DD> | images <dir>');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
