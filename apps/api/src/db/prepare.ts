import { join } from 'node:path';
import type { Config } from '../config';
import { installSiteImages } from '../seed/render-site-images';
import { seedGoldPlans } from '../seed/gold-plans-data';
import { isDatabaseEmpty, seedDatabase, type SeedSummary } from '../seed/seed-database';
import type { DatabaseConnection } from './database';

/**
 * Seeds `connection` with the shop's catalogue, its pictures put into `<DATA_DIR>/public` unless `images` is false;
 * the appointment slots start `today` (`YYYY-MM-DD`, today in India by default).
 */
export function seedWithImages(
  connection: DatabaseConnection,
  config: Config,
  log: (message: string) => void,
  images = true,
  today?: string,
): Promise<SeedSummary> {
  return seedDatabase(connection.db, {
    images,
    today,
    publicDir: join(config.dataDir, 'public'),
    brandName: config.brandName,
    log,
  });
}

/**
 * Applies pending migrations and, on an empty database, seeds it. Returns whether it seeded. `today` fixes the first
 * day of the seeded slots (the end-to-end suites' database template is made ahead for the day the suites run).
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  config: Config,
  log: (message: string) => void,
  options: { images?: boolean; today?: string } = {},
): Promise<boolean> {
  await connection.migrate();
  if (!(await isDatabaseEmpty(connection.db))) {
    // A database seeded before the gold plans existed gets them now.
    await seedGoldPlans(connection.db);
    // And one seeded before the home and category images existed gets those.
    if (options.images ?? true) await installSiteImages(join(config.dataDir, 'public'));
    return false;
  }
  log('empty database: seeding');
  const started = Date.now();
  await seedWithImages(connection, config, log, options.images ?? true, options.today);
  log(`seeded in ${Date.now() - started} ms`);
  return true;
}
