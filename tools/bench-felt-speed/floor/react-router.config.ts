/* eslint-disable @nx/enforce-module-boundaries -- the floor is built from the packages the storefront declares (react-router, @react-router/*), at its versions. */
import type { Config } from '@react-router/dev/config';
import { precompressDirectory } from '../../vite/precompress.mjs';

// Inside the workspace (ignored by git): the server build imports react and react-router from its node_modules.
const buildDirectory = process.env['FLOOR_BUILD_DIR'] ?? 'build';

/** The framework floor: React Router's defaults, server-rendered, its browser files compressed as the shop's are. */
export default {
  appDirectory: 'app',
  buildDirectory,
  ssr: true,
  buildEnd: async () => {
    await precompressDirectory(`${buildDirectory}/client/assets`);
  },
} satisfies Config;
