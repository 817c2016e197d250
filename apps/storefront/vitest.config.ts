import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    setupFiles: ['src/test/setup-dom.ts'],
  },
});
