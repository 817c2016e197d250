// What the e2e suites (storefront-e2e, kiosk-e2e, security) share in their playwright.config.ts. The servers it
// starts stay scripts of tools/e2e/, run by path: they build on apps/api's source, which no library may import.
import { fileURLToPath } from 'node:url';
import { devices, type PlaywrightTestConfig } from '@playwright/test';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/** Debian's Chromium (never a downloaded browser; docs/architecture.md "Toolchain"), run as root, quiet in the background. */
export const debianChromium = {
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/**
 * The journeys share one seeded database (settings, slots, lock-outs), so they run one at a time; never
 * focused; 60 s a journey, 10 s an expectation. On CI a failed journey runs once more: the run stays red for a
 * journey that fails twice, and one that passes the second time is listed as flaky in the report (fix it
 * then), instead of a busy machine's one slow moment throwing away every other result. Locally, never retried.
 */
export const journeyDefaults = {
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
} satisfies PlaywrightTestConfig;

/**
 * When a journey records a Playwright trace: on its retry only (CI retries once). Recording every journey in case
 * it fails ('retain-on-failure') made Chromium and the runner spend about a third more CPU on journeys that pass,
 * on a 2-core machine where CPU is the whole run's limit. A first failure on CI is retried with a trace; locally,
 * `E2E_TRACE=on` (or `--trace on`) records one.
 */
export const journeyTrace = (process.env['E2E_TRACE'] ?? 'on-first-retry') as 'on' | 'off' | 'on-first-retry' | 'retain-on-failure';

/** Whether a server already listening on a suite's port is used as it is, instead of failing the run. */
export const reuseServers = process.env['E2E_REUSE_SERVERS'] === 'true';

/** Starts the API for a suite: tools/e2e/start-api.mjs. */
export const START_API = fileURLToPath(new URL('../../../tools/e2e/start-api.mjs', import.meta.url));

/**
 * The real API on `port`, on a seeded database of its own in a temporary folder (start-api.mjs); `env` adds settings.
 * Stopped with SIGTERM, so that start-api.mjs removes that folder (Playwright's default SIGKILL left one behind in
 * the temp folder on every run).
 */
export function apiServer(port: number, env: Record<string, string> = {}): WebServer {
  return {
    command: `node ${START_API}`,
    url: `http://127.0.0.1:${port}/readyz`,
    env: { PORT: String(port), HOST: '127.0.0.1', ...env },
    timeout: 240_000,
    // E2E_REUSE_SERVERS=true keeps an API already listening on the port (a developer iterating on one spec).
    reuseExistingServer: reuseServers,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  };
}

/** A suite's browser: Debian's Chromium as a desktop Chrome on `baseURL`, tracing as {@link journeyTrace} says. */
export function desktopChrome(baseURL: string) {
  return { baseURL, trace: journeyTrace, ...devices['Desktop Chrome'], launchOptions: debianChromium };
}

/** Each web app's production server, run by `node` with the app's folder as the working directory. */
export const SERVER_ENTRY = { storefront: 'src/server/host/main.mjs', kiosk: 'server.mjs' } as const;

/** A built app's production server (`node <entry>` in `cwd`), ready once `url` answers; `env` holds its settings. */
export function builtAppServer(cwd: string, url: string, env: Record<string, string>, entry: string = SERVER_ENTRY.kiosk): WebServer {
  return { command: `node ${entry}`, cwd, url, env, timeout: 60_000, reuseExistingServer: false, stdout: 'ignore', stderr: 'pipe' };
}
