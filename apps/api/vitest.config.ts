import { defineConfig } from 'vitest/config';

// Against PostgreSQL suites run one at a time, as they always have (each now has a database of its own).
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds once; every suite (and every second app a test builds) opens a copy.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000, // tests that build a second app open a second database copy: seconds, more on 2 busy cores
    hookTimeout: 120_000, // a suite opens its database copy first: seconds alone, far more on 2 shared busy cores
    fileParallelism: !onPostgres,
    maxWorkers: onPostgres ? 1 : 2,
  },
});
