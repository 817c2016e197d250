// The workspace's shared test config is a build-time file of tools/, not a library: no dependency of this project
// for lint or graph (an edge would put every change to tools/, and through it apps/api, in these tests' inputs);
// nx.json names it as an input of the test target instead.
/* eslint-disable @nx/enforce-module-boundaries */
// nx-ignore-next-line
import { nodeTests } from '../../tools/vitest/node-tests.mjs';

export default nodeTests({
  coverage: {
    reporter: ['text-summary', 'text'],
    // docs/architecture.md: the spec's rules live here, so every branch is pinned by a test.
    thresholds: { lines: 95, branches: 95, statements: 95, functions: 95 },
  },
});
