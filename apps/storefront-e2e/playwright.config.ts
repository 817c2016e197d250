import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of their own, so the journeys never meet a developer's `npm start` (:3333, :4200). A second checkout
 * running its journeys at the same time sets E2E_API_PORT and E2E_STOREFRONT_PORT.
 */
export const API_PORT = Number(process.env['E2E_API_PORT'] ?? 3334);
export const STOREFRONT_PORT = Number(process.env['E2E_STOREFRONT_PORT'] ?? 4201);
const storefront = `http://127.0.0.1:${STOREFRONT_PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

/**
 * The shopper journeys of issue 5, in Debian's Chromium, against the built storefront (`react-router
 * build`, served by its production server) and the real API on a freshly seeded embedded database. The
 * journeys change shared settings (maintenance, store closed), so they run one at a time.
 */
export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: storefront,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  webServer: [
    {
      // Shared with kiosk-e2e: the real API on a fresh, seeded database in a temporary folder.
      command: 'node ../../tools/e2e/start-api.mjs',
      url: `${api}/readyz`,
      env: { PORT: String(API_PORT), HOST: '127.0.0.1' },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs',
      cwd: '../storefront',
      url: `${storefront}/robots.txt`,
      env: { PORT: String(STOREFRONT_PORT), HOST: '127.0.0.1', API_ORIGIN: api },
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
