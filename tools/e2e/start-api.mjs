#!/usr/bin/env node
// Starts the real API for the end-to-end suites on a fresh embedded database in a temporary folder (migrated and
// seeded at start), and removes the folder when Playwright stops it. PORT, HOST and the API's other settings come
// from the environment. With E2E_CLOCK_OFFSET_MS set, the API's clock runs that many milliseconds ahead of (or
// behind) the real one: see shifted-clock.mjs.
//
// The journeys (storefront-e2e, kiosk-e2e) run the source with tsx in test mode with the development tools on
// (DEV_TOOLS=true: they read mail from the outbox and change settings at the API's own port). API_NODE_ENV=production
// (the security suite) runs the API exactly as `npm start` ships it: the built dist/main.mjs, no development tools.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'aurelia-e2e-'));
// Product images are drawn deterministically at seed time (≈30 s); reuse a local set when there is one.
const images = join(root, '.data', 'public');
if (existsSync(images)) cpSync(images, join(dataDir, 'public'), { recursive: true });

const production = process.env.API_NODE_ENV === 'production';
const apiDir = join(root, 'apps', 'api');
const built = join(apiDir, 'dist', 'main.mjs');
if (production && !existsSync(built)) {
  console.error(`${built} is missing: build the API first (npx nx build api; the security suite's test target does).`);
  process.exit(1);
}
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  NODE_ENV: production ? 'production' : 'test',
  DEV_TOOLS: production ? 'false' : 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
if (process.env.E2E_CLOCK_OFFSET_MS) {
  // NODE_OPTIONS reaches the process tsx starts for the API, so the clock is shifted before any API code runs.
  env.NODE_OPTIONS = [process.env.NODE_OPTIONS, `--import=${join(here, 'shifted-clock.mjs')}`].filter(Boolean).join(' ');
}

const command = production ? ['--enable-source-maps', built] : [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'src/main.ts'];
const child = spawn(process.execPath, command, {
  cwd: apiDir,
  env,
  stdio: 'inherit',
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
