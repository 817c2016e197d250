import { clockOffsetMs } from '@aurelia/e2e-support';
import { apiServer, builtAppServer, debianChromium, journeyDefaults, journeyTrace } from '@aurelia/e2e-support/playwright-config';
import { defineConfig, devices } from '@playwright/test';

/**
 * Ports of their own, so the journeys never meet a developer's `npm start` (:3333, :4300) or the storefront's
 * journeys (:3334, :4201). A second checkout running them at the same time sets E2E_KIOSK_API_PORT and
 * E2E_KIOSK_PORT.
 */
export const API_PORT = Number(process.env['E2E_KIOSK_API_PORT'] ?? 3336);
export const KIOSK_PORT = Number(process.env['E2E_KIOSK_PORT'] ?? 4301);
const kiosk = `http://127.0.0.1:${KIOSK_PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

// Read once here, in the runner, and handed to the workers and the API through the environment (clockOffsetMs).
process.env['E2E_CLOCK_OFFSET_MS'] = String(clockOffsetMs());

const tablet = { ...devices['Desktop Chrome'], hasTouch: true, launchOptions: debianChromium };

/** The tablets the visual baselines are taken on. */
const VISUAL_VIEWPORTS = {
  landscape: { width: 1280, height: 800 },
  portrait: { width: 800, height: 1280 },
  small: { width: 1024, height: 768 },
} as const;

/**
 * The staff journeys, in Debian's Chromium on a tablet held either way, against the built kiosk
 * (`vite build`, served by its production server.mjs) and the real API on a freshly seeded embedded database.
 * The API runs at 12:15 in India on the day of the run, whenever the suite runs (INDIA_TIME_OF_RUN; a Sunday's run
 * on the Monday after, for a weekday's slots: dayOfRun). The journeys share that database (PIN lock-outs, slots
 * filling up), so they run one at a time; every journey runs in landscape, and those tagged @portrait also in
 * portrait.
 */
export default defineConfig({
  ...journeyDefaults,
  use: {
    baseURL: kiosk,
    trace: journeyTrace,
    timezoneId: 'Asia/Kolkata',
    locale: 'en-IN',
  },
  projects: [
    { name: 'tablet-landscape', testIgnore: /visual[\\/]/, use: { ...tablet, viewport: { width: 1280, height: 800 } } },
    { name: 'tablet-portrait', testIgnore: /visual[\\/]/, grep: /@portrait/, use: { ...tablet, viewport: { width: 800, height: 1280 } } },
    // The screens compared with committed baselines (docs/architecture.md, "Visual regression"), held either way,
    // and on the smallest tablet the counter serves (1024 × 768, landscape).
    ...(['landscape', 'portrait', 'small'] as const).map((way) => ({
      name: `visual-${way}`,
      testDir: './src/visual',
      snapshotPathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}-{projectName}{ext}',
      // Keeps the journeys' 10 s for every other expectation (a lazily loaded screen on a busy machine).
      expect: { ...journeyDefaults.expect, toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const } },
      use: { ...tablet, viewport: VISUAL_VIEWPORTS[way] },
    })),
  ],
  webServer: [
    // No product images on the kiosk: the API seeds without drawing them.
    apiServer(API_PORT, { SEED_IMAGES: 'false', E2E_CLOCK_OFFSET_MS: String(clockOffsetMs()) }),
    builtAppServer('../kiosk', `${kiosk}/manifest.webmanifest`, { PORT: String(KIOSK_PORT), HOST: '127.0.0.1', API_ORIGIN: api }),
  ],
});
