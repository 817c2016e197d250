import { fileURLToPath } from 'node:url';

/**
 * The API's folder (apps/api/), found from this file's location. The file sits one folder down both in the
 * source (src/api-root.ts, run by tsx) and in the build, where it is bundled into dist/main.mjs, so the same
 * relative step works for both; files the API reads at run time (its migrations) are found from here.
 */
export const API_ROOT = fileURLToPath(new URL('../', import.meta.url));
