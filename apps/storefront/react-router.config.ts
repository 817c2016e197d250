import type { Config } from '@react-router/dev/config';

/** Framework mode with server rendering; the app's source lives in `src/` (ARCHITECTURE.md "Inside an app"). */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
