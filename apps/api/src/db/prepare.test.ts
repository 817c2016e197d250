import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/build-test-app';
import { databaseTargetFor, pgliteDir } from './connect';
import { openDatabase } from './database';
import { prepareDatabase } from './prepare';

describe('the database on first start and on restart (PGlite in DATA_DIR)', () => {
  it('is created, migrated and seeded once, then kept across restarts', async () => {
    const config = testConfig({ DATABASE_URL: '' });
    const messages: string[] = [];
    const log = (message: string) => messages.push(message);

    const first = await openDatabase(databaseTargetFor(config));
    expect(await prepareDatabase(first, config, log, { images: false })).toBe(true);
    const app = await buildApp(config, { database: first });
    const before = (await app.inject('/api/v1/products?per_page=1')).json();
    await app.close();
    expect(existsSync(pgliteDir(config.dataDir))).toBe(true);
    expect(messages).toContain('empty database: seeding');

    const second = await openDatabase(databaseTargetFor(config));
    expect(await prepareDatabase(second, config, log, { images: false })).toBe(false);
    const restarted = await buildApp(config, { database: second });
    const after = (await restarted.inject('/api/v1/products?per_page=1')).json();
    expect(after).toEqual(before);
    expect(after.meta.total).toBeGreaterThanOrEqual(240);
    await restarted.close();
    expect(existsSync(join(config.dataDir, 'public', 'images', 'products'))).toBe(false);
  }, 120_000);
});
