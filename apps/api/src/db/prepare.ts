import { join } from 'node:path';
import type { Config } from '../config';
import { renderProductImage } from '../images/render-product-image';
import { renderSiteImages } from '../seed/render-site-images';
import { seedGoldPlans } from '../seed/gold-plans-data';
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from '../seed/seed-database';
import type { DatabaseConnection } from './database';

/** Seeds `connection` with the shop's catalogue, its images drawn into `<DATA_DIR>/public` unless `images` is false. */
export function seedWithImages(
  connection: DatabaseConnection,
  config: Config,
  log: (message: string) => void,
  images = true,
): Promise<SeedSummary> {
  return seedDatabase(connection.db, {
    images,
    publicDir: join(config.dataDir, 'public'),
    renderImage: renderProductImage,
    brandName: config.brandName,
    log,
  });
}

/** Applies pending migrations and, on an empty database, seeds it. Returns whether it seeded. */
export async function prepareDatabase(
  connection: DatabaseConnection,
  config: Config,
  log: (message: string) => void,
  options: { images?: boolean } = {},
): Promise<boolean> {
  await connection.migrate();
  if (!(await isDatabaseEmpty(connection.db))) {
    // A database seeded before the gold plans existed gets them now.
    await seedGoldPlans(connection.db);
    // And one seeded before the home and category images existed gets those.
    if (options.images ?? true) await renderSiteImages(join(config.dataDir, 'public'), renderProductImage);
    return false;
  }
  log('empty database: seeding');
  const started = Date.now();
  await seedWithImages(connection, config, log, options.images ?? true);
  log(`seeded in ${Date.now() - started} ms`);
  return true;
}
