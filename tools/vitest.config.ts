import { nodeTests } from './vitest/node-tests.mjs';

export default nodeTests({ include: ['**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 });
