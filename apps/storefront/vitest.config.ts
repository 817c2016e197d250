// The workspace's shared test config is a build-time file of tools/, not a library: no dependency of this project
// for lint or graph (an edge would put every change to tools/, and through it apps/api, in these tests' inputs);
// nx.json names it as an input of the test target instead.
/* eslint-disable @nx/enforce-module-boundaries */
// nx-ignore-next-line
import { SETUP_DOM, nodeTests } from '../../tools/vitest/node-tests.mjs';

export default nodeTests({
  include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
  testTimeout: 20_000,
  setupFiles: [SETUP_DOM],
  // The server reads the web faces from this stylesheet (deferred-scripts.tsx); other CSS stays empty in tests.
  css: { include: [/web-fonts\.css/] },
});
