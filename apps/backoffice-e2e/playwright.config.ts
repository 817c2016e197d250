import { apiServer, builtAppServer, debianChromium, journeyDefaults, journeyTrace } from '@aurelia/e2e-support/playwright-config';
import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of their own, so the journeys never meet a developer's `npm start` (:3333, :4400) or the other suites'
 * servers. A second checkout running them at the same time sets E2E_BACKOFFICE_API_PORT and E2E_BACKOFFICE_PORT.
 */
export const API_PORT = Number(process.env['E2E_BACKOFFICE_API_PORT'] ?? 3339);
export const BACKOFFICE_PORT = Number(process.env['E2E_BACKOFFICE_PORT'] ?? 4401);
const backoffice = `http://127.0.0.1:${BACKOFFICE_PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

/**
 * The back office's journeys, in Debian's Chromium on a desk's screen and on a phone, against the built app
 * (`vite build`, served by its production server.mjs) and the real API on a freshly seeded embedded database.
 * The journeys share that database (orders move on, settings change), so they run one at a time, in file order;
 * every journey runs on the desk, and those tagged @phone (which only read) also on the phone.
 */
export default defineConfig({
  ...journeyDefaults,
  use: {
    baseURL: backoffice,
    trace: journeyTrace,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: debianChromium, viewport: { width: 1366, height: 768 } } },
    {
      name: 'phone',
      grep: /@phone/,
      use: { ...devices['Pixel 7'], launchOptions: debianChromium, viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    // No product images in the back office: the API seeds without drawing them.
    apiServer(API_PORT, { SEED_IMAGES: 'false' }),
    builtAppServer('../backoffice', `${backoffice}/sign-in`, { PORT: String(BACKOFFICE_PORT), HOST: '127.0.0.1', API_ORIGIN: api }),
  ],
});
