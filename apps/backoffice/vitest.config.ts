// The workspace's shared test config is a build-time file of tools/, not a library (see the kiosk's config).
/* eslint-disable @nx/enforce-module-boundaries */
// nx-ignore-next-line
import { SETUP_DOM, nodeTests } from '../../tools/vitest/node-tests.mjs';

export default nodeTests({
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  testTimeout: 20_000,
  setupFiles: [SETUP_DOM],
});
