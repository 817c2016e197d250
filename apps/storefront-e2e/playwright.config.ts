import { shiftedClockEnv } from '@aurelia/e2e-support';
import { apiServer, builtAppServer, desktopChrome, journeyDefaults, SERVER_ENTRY } from '@aurelia/e2e-support/playwright-config';
import { defineConfig } from '@playwright/test';

/**
 * Ports of their own, so the journeys never meet a developer's `npm start` (:3333, :4200). A second checkout
 * running its journeys at the same time sets E2E_API_PORT and E2E_STOREFRONT_PORT.
 */
export const API_PORT = Number(process.env['E2E_API_PORT'] ?? 3334);
export const STOREFRONT_PORT = Number(process.env['E2E_STOREFRONT_PORT'] ?? 4201);
const storefront = `http://127.0.0.1:${STOREFRONT_PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

/**
 * The visual pass renders the stores pages at a known moment: a Thursday at 12:15 in India, when every store is
 * open (the baselines' "Open now" badges and Thursday rows), whenever it runs. Only the storefront server's
 * clock moves (tools/e2e/shifted-clock.mjs; its loaders compute what is open), not the API's nor the browser's.
 * The e2e-visual target sets E2E_VISUAL_CLOCK; `--project=visual` alone gets the same moment.
 */
const VISUAL_CLOCK = process.env['E2E_VISUAL_CLOCK'] ?? (process.argv.includes('--project=visual') ? '2026-11-26T12:15:00+05:30' : undefined);
const storefrontClock: Record<string, string> = VISUAL_CLOCK ? shiftedClockEnv(VISUAL_CLOCK) : {};

/**
 * The shopper journeys, in Debian's Chromium, against the built storefront (`react-router
 * build`, served by its production server) and the real API on a freshly seeded embedded database. The
 * journeys change shared settings (maintenance, store closed), so they run one at a time.
 */
export default defineConfig({
  ...journeyDefaults,
  use: desktopChrome(storefront),
  // Failing screenshots leave expected, actual and diff PNGs here (the list reporter prints their paths). Each of
  // the runs `nx test` starts side by side has a folder of its own, as Playwright empties it when it starts.
  outputDir: process.env['E2E_OUTPUT_DIR'] ?? 'test-results',
  projects: [
    // First, on the freshly seeded database, so stock and settings are as the baselines saw them.
    {
      name: 'visual',
      testDir: './src/visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}',
      expect: {
        ...journeyDefaults.expect,
        // Antialiasing differs by a few pixels between runs; a moved or restyled element is far more.
        toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
      },
    },
    { name: 'journeys', testIgnore: /visual[\\/]/ },
  ],
  webServer: [
    // Links in the API's emails (password reset) lead to this storefront.
    apiServer(API_PORT, { STOREFRONT_URL: storefront }),
    builtAppServer('../storefront', `${storefront}/robots.txt`, {
      PORT: String(STOREFRONT_PORT),
      HOST: '127.0.0.1',
      API_ORIGIN: api,
      PUBLIC_URL: storefront,
      ...storefrontClock,
    }, SERVER_ENTRY.storefront),
  ],
});
