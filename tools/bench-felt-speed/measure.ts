import { createServer } from 'node:http';
import { join } from 'node:path';
// esbuild comes with Vite; it bundles the probe as tools/render-pieces bundles its page.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { build } from 'esbuild';
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright';
import type { RunningServer } from '../bench/storefront-servers';
import type { Sample, TapTimes } from './report';

/** A mid-range phone on a slow mobile network: Chromium's real 4× CPU slowdown, 150 ms round trips, 1.6 / 0.75 Mbps. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

/** A piece as the API lists it: what a bag's line names. */
export interface ListedPiece {
  id: number;
  slug: string;
  name: string;
  price: number;
}

/** The first ring the API lists, the piece every bench picks. */
export async function firstRing(apiOrigin: string): Promise<ListedPiece> {
  const response = await fetch(`${apiOrigin}/api/v1/products?filters[categories][slug][$eq]=rings&page=1&per_page=1`);
  const piece = ((await response.json()) as { data?: ListedPiece[] }).data?.[0];
  if (!piece?.slug) throw new Error(`the rings listing answered ${response.status} without a product`);
  return piece;
}

/** The first ring's page, as the other benches pick their product. */
export async function productPath(apiOrigin: string): Promise<string> {
  return `/product/${encodeURIComponent((await firstRing(apiOrigin)).slug)}`;
}

/** A page to measure: where it is, its "Add to bag" button and its bag count, if it has them. */
export interface Target {
  name: string;
  url: string;
  /** The element whose name or text is the bag count. */
  bagCount: string;
  /** Loaded by the seeded shopper, with the session shopperSession gives (signed in elsewhere, the server cart empty). */
  signedIn?: boolean;
  /** A page of another site the tab shows first, the load then reached from it (anotherSite); a fresh tab's blank page if none. */
  from?: string;
}

/**
 * A page of another site (a search engine's results, say) for loads to start from, on `port` as `localhost`: a
 * different site from the shop's and the floor's `127.0.0.1`, so Chromium gives the measured page a renderer of its
 * own as it would for a shopper following a search result.
 */
export function anotherSite(port: number): Promise<RunningServer> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end('<!doctype html><html lang="en"><meta name="viewport" content="width=device-width"><title>Results</title><h1>Results for “gold ring”</h1><p>A jeweller’s page.</p></html>');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({ origin: `http://localhost:${port}`, stop: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}

/** The seeded demo shopper (apps/api seed). */
const SHOPPER = { email: 'shopper@aurelia.test', password: 'Shopper#2026' } as const;

/**
 * Signs the seeded shopper in on the storefront at `origin` with its password form, as a shopper would, and waits
 * for the shop to take them home.
 */
async function signInAsShopper(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/auth/login?redirect=%2F`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.locator('input[name="password"]').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${origin}/`);
}

/**
 * Empties the signed-in shopper's server cart through the storefront, as its pages call it, so that each load starts
 * with the same bag (a tap in the load before left a piece there).
 */
async function emptyServerCart(page: Page): Promise<void> {
  const left = await page.evaluate(`(async () => {
    const call = (path, body) => fetch('/api/v1' + path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}).then((r) => r.json());
    for (const line of (await call('/cart/')).data.bag_items) await call('/cart/remove', { item_id: line.item_id, item_type: 'product' });
    return (await call('/cart/')).data.bag_items.length;
  })()`);
  if (left !== 0) throw new Error(`the shopper's server cart still holds ${String(left)} lines`);
}

const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
/** How long a page may take to load, hydrate or answer a tap on the throttled phone before the run counts as failed. */
export const STEP_TIMEOUT_MS = 60_000;

interface PageSnapshot {
  fcp: number | null;
  lcp: number | null;
  hydrated: number | null;
  tbt: number;
  htmlBytes: number;
  domElements: number;
}

/** The in-page probe (probe.ts) as one script for `addInitScript`. */
export async function probeScript(): Promise<string> {
  const result = await build({ entryPoints: [join(import.meta.dirname, 'probe.ts')], bundle: true, write: false, format: 'iife', target: 'es2022' });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('bundling probe.ts gave nothing');
  return code;
}

/** Closes the browser, then stops the servers, the last started first. */
async function shutDown(browser: Browser, servers: RunningServer[]): Promise<void> {
  await browser.close();
  for (const server of [...servers].reverse()) await server.stop();
}

/** A tool's bad arguments: says why and how to call it, and answers the exit code 2. */
export function badArguments(error: unknown, usage: string): number {
  console.error(`${(error as Error).message}\n${usage}`);
  return 2;
}

/**
 * Runs `use` with headless Chromium and a list for the servers it starts; whatever `use` ends with, closes the browser
 * and stops those servers (shutDown).
 */
export async function withChromium(use: (browser: Browser, servers: RunningServer[]) => Promise<number>): Promise<number> {
  const servers: RunningServer[] = [];
  const browser = await launchChromium();
  try {
    return await use(browser, servers);
  } finally {
    await shutDown(browser, servers);
  }
}

/**
 * Headless Chromium as Playwright launches it: its defaults but a few, paint holding among them (off). A cold load
 * paints as soon either way (docs/performance.md "Felt speed"), so the bench keeps Playwright's list whole.
 */
function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/** Throttles `page` as the phone of the benches (THROTTLING), cache off; counts the bytes it then receives. */
export async function throttle(page: Page): Promise<{ bytes: () => number }> {
  const cdp = await page.context().newCDPSession(page);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBitsPerSecond / 8,
    uploadThroughput: THROTTLING.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return { bytes: () => bytes };
}

/**
 * The seeded shopper's session on the storefront at `origin` (cookies and the page's storage), signed in in a context
 * of its own, unthrottled, with the server cart emptied, then given what `prepare` puts in it: a load given it is signed
 * in and still cold (a renderer, a connection and V8's compilations of its own; a load in the signing-in tab reused all
 * three and painted twice as soon).
 */
export async function shopperSession(
  browser: Browser,
  origin: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await signInAsShopper(page, origin);
    await emptyServerCart(page);
    await prepare?.(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * A cold load of `url` in a fresh context (a phone: Pixel 7's screen, touch and user agent, the probe installed, the
 * network and CPU throttled; with `signedIn`, the seeded shopper's session from shopperSession; with `from`, that
 * page shown first and its bytes not counted): loads it, waits until
 * it has hydrated and the network has been quiet for half a second, then hands the page to `use`; the context is
 * closed after.
 */
async function withHydratedPage<T>(
  browser: Browser,
  url: string,
  probe: string,
  use: (page: Page, bytes: () => number) => Promise<T>,
  signedIn = false,
  from?: string,
): Promise<T> {
  const context = await browser.newContext({ ...devices['Pixel 7'], ...(signedIn ? { storageState: await shopperSession(browser, new URL(url).origin) } : {}) });
  try {
    await context.addInitScript({ content: probe });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const network = await throttle(page);
    if (from) await page.goto(from, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    const before = network.bytes();
    await page.goto(url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    if (!(await page.evaluate(`window.__feltSpeed.hydrated(${STEP_TIMEOUT_MS})`))) throw new Error(`${url}: not hydrated within ${STEP_TIMEOUT_MS / 1000} s`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return await use(page, () => network.bytes() - before);
  } finally {
    await context.close();
  }
}

/**
 * One cold load of `target`: once it has hydrated and settled, reads the figures, then taps the first "Add to bag"
 * (if the page has one) and waits for the bag count to change.
 */
export function measureOnce(browser: Browser, target: Target, probe: string): Promise<Sample> {
  return withHydratedPage(
    browser,
    target.url,
    probe,
    async (page, bytes) => {
      const loaded = (await page.evaluate('window.__feltSpeed.snapshot()')) as PageSnapshot;
      const sent = bytes();
      const tap = await tapAddToBag(page, target);
      return { ...loaded, bytes: sent, tapToCount: tap?.tapToCount ?? null, tapToPaint: tap ? (tap.clickDuration ?? 16) : null };
    },
    target.signedIn,
    target.from,
  );
}

async function tapAddToBag(page: Page, target: Target): Promise<{ tapToCount: number; clickDuration: number | null } | null> {
  const button = page.getByRole('button', { name: 'Add to bag', exact: true }).first();
  if ((await button.count()) === 0) return null;
  const armed = (await page.evaluate(`window.__feltSpeed.armTap(${JSON.stringify(target.bagCount)})`)) as boolean;
  if (!armed) throw new Error(`${target.url}: no bag count at ${target.bagCount}`);
  await button.tap();
  if (!(await page.evaluate(`window.__feltSpeed.counted(${STEP_TIMEOUT_MS})`))) throw new Error(`${target.url}: the bag count did not change within ${STEP_TIMEOUT_MS / 1000} s of the tap`);
  // Event Timing reports the click after its next paint, and not at all under 16 ms: a moment to arrive.
  await page.evaluate('window.__feltSpeed.clicked(2000)');
  return (await page.evaluate('window.__feltSpeed.tapResult()')) as { tapToCount: number; clickDuration: number | null };
}

/** A control a shopper taps, on a page of the shop: what the bench calls it, and how a shopper finds it. */
export interface TapTarget {
  name: string;
  url: string;
  /** The control, by its role and accessible name; the first one when several match. */
  role: 'button' | 'link';
  label: string | RegExp;
  /**
   * What the tap brings on screen, as a CSS selector (more of what it matches shown than before the tap), when that
   * is more than the control itself changing in the tap's own frame: a panel, the bag count, more pieces, a page.
   */
  answer?: string;
}

/** How long after a tap its Event Timing entries are read: they arrive after the tap's next paint. */
const TAP_SETTLE_MS = 1_500;

/**
 * One tap on a freshly loaded page, as a shopper's first: once `target.url` has hydrated and settled, scrolls the
 * control into view, lets the page rest a second and taps it; returns the interaction's time from the input to its
 * next paint (Event Timing) and, for a target with an answer, the time until the answer showed.
 */
export function measureTap(browser: Browser, target: TapTarget, probe: string): Promise<TapTimes> {
  return withHydratedPage(browser, target.url, probe, async (page) => {
    const control = page.getByRole(target.role, { name: target.label, exact: typeof target.label === 'string' }).first();
    await control.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1_000);
    if (target.answer) await page.evaluate(`window.__feltSpeed.watchAnswer(${JSON.stringify(target.answer)})`);
    await page.evaluate('window.__feltSpeed.markTap()');
    await control.tap();
    await page.waitForTimeout(TAP_SETTLE_MS);
    const paint = (await page.evaluate('window.__feltSpeed.interaction()')) as number | null;
    if (paint === null) throw new Error(`${target.url}: the tap on ${target.name} was not recorded`);
    if (!target.answer) return { paint, answer: null };
    if (!(await page.evaluate(`window.__feltSpeed.answered(${STEP_TIMEOUT_MS})`))) throw new Error(`${target.url}: ${target.answer} did not show within ${STEP_TIMEOUT_MS / 1000} s of the tap on ${target.name}`);
    return { paint, answer: (await page.evaluate('window.__feltSpeed.answerTime()')) as number };
  });
}
