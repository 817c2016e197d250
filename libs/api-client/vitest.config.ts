import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The retry-delay tests wait 1 s + 2 s against a real server; leave room on a busy machine.
    testTimeout: 10_000,
  },
});
