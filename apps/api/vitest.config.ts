import { defineConfig } from 'vitest/config';

// Against PostgreSQL every suite drops and recreates the one `public` schema, so suites must not overlap.
const onPostgres = Boolean(process.env['TEST_DATABASE_URL']);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000, // tests that build a second app (migrate + seed PGlite) take 30 s on 2 busy cores
    hookTimeout: 120_000, // a suite migrates and seeds its own PGlite first: seconds alone, a minute on 2 shared busy cores
    fileParallelism: !onPostgres,
    maxWorkers: onPostgres ? 1 : 2,
  },
});
