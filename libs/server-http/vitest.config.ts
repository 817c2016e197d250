import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The tests start real HTTP servers and child processes, slow on a busy machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
