import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
// A build step of the workspace's tools, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { precompressDirectory } from '../../tools/vite/precompress.mjs';

/** Framework mode with server rendering; the app's source lives in `src/` (docs/architecture.md "Inside an app"). */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
  // The whole route list comes with the first load (one file, about 2.8 KB gzip). Discovered lazily instead,
  // the router fetched the routes of every link on the page right after hydration and patched them in, which
  // rendered the whole page a second time: 40–80 ms of main thread on a phone, the largest block of its TBT.
  routeDiscovery: { mode: 'initial' },
  // The browser's files compressed once at the highest settings, brotli and zopfli gzip, which the server sends
  // as they are (src/server/host/serve.mjs): the first load is about 3% smaller in gzip than the compression middleware's.
  // Here, after every build: the route manifest is written after the browser build.
  buildEnd: async ({ reactRouterConfig }) => {
    await precompressDirectory(join(reactRouterConfig.buildDirectory, 'client', 'assets'));
  },
} satisfies Config;
