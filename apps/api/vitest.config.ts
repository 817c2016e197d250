import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds once; every suite (and every second app a test builds) opens a copy.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000, // tests that build a second app open a second database copy: seconds, more on 2 busy cores
    hookTimeout: 120_000, // a suite opens its database copy first: seconds alone, far more on 2 shared busy cores
    // Two suites at a time on PGlite and on PostgreSQL alike: each suite has a database of its own.
    maxWorkers: 2,
    // Suites share a worker's module cache: re-importing Fastify, Drizzle, zod and PGlite for each of ~75 files
    // was half the suite's CPU. Each suite still gets a database and an app of its own.
    isolate: false,
  },
});
