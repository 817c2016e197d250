import { join } from 'node:path';
// esbuild comes with Vite; it bundles the probe as tools/render-pieces bundles its page.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { build } from 'esbuild';
import { chromium, devices, type Browser, type Page } from 'playwright';
import type { Sample } from './report';

/** A mid-range phone on a slow mobile network: Chromium's real 4× CPU slowdown, 150 ms round trips, 1.6 / 0.75 Mbps. */
export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;

/** A page to measure: where it is, its "Add to bag" button and its bag count, if it has them. */
export interface Target {
  name: string;
  url: string;
  /** The element whose name or text is the bag count. */
  bagCount: string;
}

const CHROMIUM = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
/** How long a page may take to load, hydrate or answer a tap on the throttled phone before the run counts as failed. */
const STEP_TIMEOUT_MS = 60_000;

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

/** Headless Chromium with its defaults (paint holding on). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

async function throttle(page: Page): Promise<{ bytes: () => number }> {
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
 * One cold load of `target` in a fresh context (a phone: Pixel 7's screen, touch and user agent): loads it, waits
 * until it has hydrated and the network has been quiet for half a second, reads the figures, then taps the first
 * "Add to bag" (if the page has one) and waits for the bag count to change.
 */
export async function measureOnce(browser: Browser, target: Target, probe: string): Promise<Sample> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    await context.addInitScript({ content: probe });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const network = await throttle(page);
    await page.goto(target.url, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    if (!(await page.evaluate(`window.__feltSpeed.hydrated(${STEP_TIMEOUT_MS})`))) throw new Error(`${target.url}: not hydrated within ${STEP_TIMEOUT_MS / 1000} s`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const loaded = (await page.evaluate('window.__feltSpeed.snapshot()')) as PageSnapshot;
    const bytes = network.bytes();
    const tap = await tapAddToBag(page, target);
    return { ...loaded, bytes, tapToCount: tap?.tapToCount ?? null, tapToPaint: tap ? (tap.clickDuration ?? 16) : null };
  } finally {
    await context.close();
  }
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
