#!/usr/bin/env node
// Starts the real API for the end-to-end suites on a database of its own in a temporary folder, and removes the
// folder when Playwright stops it. PORT, HOST and the API's other settings come from the environment. With
// E2E_CLOCK_OFFSET_MS set, the API's clock runs that many milliseconds ahead of (or behind) the real one: see
// shifted-clock.mjs.
//
// The folder starts as a copy of a template made once (data-template.mjs): PGlite migrated and seeded with slots
// from today on the API's clock, and the product images unless SEED_IMAGES=false. The API then finds a seeded
// database and seeds nothing. E2E_DATA_TEMPLATES=false (or a DATABASE_URL) starts on an empty folder instead,
// migrated and seeded by the API itself.
//
// The journeys (storefront-e2e, kiosk-e2e) run the source with tsx in test mode with the development tools on
// (DEV_TOOLS=true: they read mail from the outbox and change settings at the API's own port). API_NODE_ENV=production
// (the security suite) runs the API exactly as `npm start` ships it: the built dist/main.mjs, no development tools.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentKey, ensureTemplate, linkTree } from './data-template.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'aurelia-e2e-'));
/** The file in the data folder naming the port the API answers on. */
const API_PORT_FILE = 'api-port';
const apiDir = join(root, 'apps', 'api');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const seedImages = process.env.SEED_IMAGES?.trim() !== 'false';

/** The template builders running, then the API. */
const children = new Set();
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill(signal);
  // Between processes: the exit handlers tidy up (this folder here; locks and partial templates in data-template.mjs).
  if (children.size === 0) process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

/** Starts `node <args>` in the API's folder; once stopped, this process exits with it. */
function run(args, options) {
  const child = spawn(process.execPath, args, { cwd: apiDir, ...options });
  children.add(child);
  child.on('exit', () => {
    children.delete(child);
    if (stopping) process.exit(0);
  });
  return child;
}

/** Runs build-data-template.ts with `args`; its output goes to stderr beside the API's. */
function buildTemplate(args) {
  return new Promise((resolve, reject) => {
    // Of a suite's settings only the brand name changes what is seeded, and it is part of the template's key.
    const env = { ...process.env, NODE_ENV: 'test', DEV_TOOLS: 'false', DATABASE_URL: '', DATA_DIR: '', LOG_LEVEL: 'warn' };
    run([tsx, join(here, 'build-data-template.ts'), ...args], { env, stdio: ['ignore', process.stderr, 'inherit'] }).on(
      'exit',
      (code, signal) => {
        if (code === 0) resolve(undefined);
        else reject(new Error(`build-data-template.ts ${args[0]} failed (${signal ?? `exit code ${code}`})`));
      },
    );
  });
}

/** `YYYY-MM-DD` in India on the API's clock, the day its seed would start the slots on (todayInIndia()). */
function todayOnApiClock() {
  const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
  return new Date(Date.now() + offset + 330 * 60_000).toISOString().slice(0, 10);
}

/** Fills the data folder from the templates, making those missing first. */
async function copyTemplates() {
  // Outside git and gone with node_modules: a clean clone starts without templates.
  const cacheDir = join(root, 'node_modules', '.cache', 'aurelia-e2e');
  // What the seeded rows and images follow from: the migrations, the schema and the seed, the committed renders and
  // the designs they show, the shared domain rules (brand name, image paths), the packages' versions and the
  // templates' own code.
  const sources = contentKey(root, [
    'apps/api/drizzle',
    'apps/api/src/db',
    'apps/api/src/seed',
    'apps/api/src/images',
    'apps/api/assets',
    'libs/piece-scenes/src/designs.ts',
    'apps/api/src/config.ts',
    'apps/api/src/company.ts',
    'apps/api/src/required.ts',
    'libs/domain/src',
    'libs/contracts/src',
    'package-lock.json',
    'tools/e2e/build-data-template.ts',
    'tools/e2e/data-template.mjs',
  ]);
  const log = (message) => console.error(`[start-api] ${message}`);
  const today = todayOnApiClock();
  const key = contentKey(root, [], [sources, today, process.env.BRAND_NAME?.trim() ?? '']);
  // Made side by side when both are missing (the images take the longer).
  const [database, images] = await Promise.all([
    ensureTemplate(cacheDir, `database-${key}`, (dir) => buildTemplate(['database', dir, today]), { log }),
    seedImages ? ensureTemplate(cacheDir, `images-${sources}`, (dir) => buildTemplate(['images', dir]), { log }) : undefined,
  ]);
  // The database is copied (every suite changes its own); the images, which the API only reads, are linked.
  cpSync(join(database, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  if (images) linkTree(join(images, 'public'), join(dataDir, 'public'));
}

if (process.env.DATABASE_URL || process.env.E2E_DATA_TEMPLATES === 'false') {
  // Product images are copied from the committed renders at seed time; reuse a local set when there is one.
  const images = join(root, '.data', 'public');
  if (seedImages && existsSync(images)) cpSync(images, join(dataDir, 'public'), { recursive: true });
} else {
  try {
    await copyTemplates();
  } catch (error) {
    console.error(error);
    for (const child of children) child.kill('SIGTERM');
    process.exit(1);
  }
}

const production = process.env.API_NODE_ENV === 'production';
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

// The port this API answers on, for a suite that reads its mail from the folder (apps/security mailbox.ts): another
// suite's API, running at the same time or left over, keeps a folder of its own beside this one.
writeFileSync(join(dataDir, API_PORT_FILE), String(process.env.PORT ?? ''));

const command = production ? ['--enable-source-maps', built] : [tsx, 'src/main.ts'];
run(command, { env, stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 1));
