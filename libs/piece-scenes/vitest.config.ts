// The workspace's shared test config is a build-time file of tools/, not a library: no dependency of this project
// for lint or graph; nx.json names it as an input of the test target instead.
/* eslint-disable @nx/enforce-module-boundaries */
// nx-ignore-next-line
import { nodeTests } from '../../tools/vitest/node-tests.mjs';

export default nodeTests({
  coverage: {
    reporter: ['text-summary', 'text'],
    // studio.ts and viewer.ts need WebGL: they run in the render tool and the storefront's 3D journey, not in Node.
    thresholds: { lines: 90, branches: 90, statements: 90, functions: 90 },
  },
});
