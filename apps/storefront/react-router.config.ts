import type { Config } from '@react-router/dev/config';

/** Framework mode with server rendering; the app's source lives in `src/` (ARCHITECTURE.md "Inside an app"). */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
  // The whole route list comes with the first load (one file, about 2.8 KB gzip). Discovered lazily instead,
  // the router fetched the routes of every link on the page right after hydration and patched them in, which
  // rendered the whole page a second time: 40–80 ms of main thread on a phone, the largest block of its TBT.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
