/**
 * A signed-in shopper's category page, on the phone of run.ts (Chromium's real 4× CPU slowdown, 150 ms round
 * trips, 1.6 Mbps, a cold cache): the page is rendered as a guest's and takes the session up once hydrated, while the
 * listing's pieces and filters (parts hydrated just after the rest) may still wait for their code. Per load: how many
 * of those two parts kept the elements the server drew (React draws a part afresh, deleting the server's, when a
 * context above it changes before it has hydrated), how long the pieces were missing from the page meanwhile, and
 * the long tasks' total. N loads, interleaved with `--against <dir>` (a built checkout, as run.ts takes it).
 *
 *   npx tsx tools/bench-felt-speed/signed-in.ts [--runs 5] [--against <dir>] [--api-port 3390] [--port 4290] [--against-port 4291]
 *
 * Signs the seeded shopper in on each storefront first, unthrottled, in a context of its own (measure.ts
 * shopperSession). Exits 1 when a load could not be measured.
 */
import { devices, type Browser } from 'playwright';
import { runBenchmark } from '../bench/run';
import { shopperSession, STEP_TIMEOUT_MS, throttle, THROTTLING } from './measure';
import { median } from './report';
import { benchOnStorefronts } from './storefronts';

const USAGE = 'usage: npx tsx tools/bench-felt-speed/signed-in.ts [--runs 5] [--against <dir>] [--api-port 3390] [--port 4290] [--against-port 4291]';
const LISTING = '/category/rings';
/** How long the page is watched once the network has gone quiet: the session and the wishlist come after hydration. */
const SETTLE_MS = 1_500;

interface Load {
  /** Of the listing's pieces and filters, how many are still the elements the server drew. */
  kept: number;
  /** How long the pieces were missing from the page after it had first drawn them, ms. */
  gone: number;
  /** The long tasks' total, ms. */
  longTasks: number;
}

/** Marks the parts as the server drew them, and times any stretch without the pieces. */
const WATCH = `(() => {
  const watch = { gone: 0, long: 0 };
  window.__signedIn = watch;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) watch.long += entry.duration; }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    for (const part of document.querySelectorAll('.sf-listing__pieces, .sf-listing__filters')) part.setAttribute('data-from-server', '');
    let since = null;
    new MutationObserver(() => {
      const there = document.querySelector('.sf-listing__pieces') !== null;
      if (!there && since === null) since = performance.now();
      if (there && since !== null) { watch.gone += performance.now() - since; since = null; }
    }).observe(document.body, { childList: true, subtree: true });
  });
})();`;

async function measureLoad(browser: Browser, origin: string): Promise<Load> {
  // Signed in elsewhere and still cold: a load in the signing-in tab would find its renderer and compilations warm.
  const context = await browser.newContext({ ...devices['Pixel 7'], storageState: await shopperSession(browser, origin) });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.addInitScript({ content: WATCH });
    await throttle(page);
    await page.goto(`${origin}${LISTING}`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(SETTLE_MS);
    return (await page.evaluate(`({
      kept: document.querySelectorAll('.sf-listing__pieces[data-from-server], .sf-listing__filters[data-from-server]').length,
      gone: Math.round(window.__signedIn.gone),
      longTasks: Math.round(window.__signedIn.long),
    })`)) as Load;
  } finally {
    await context.close();
  }
}

function main(): Promise<number> {
  return benchOnStorefronts(USAGE, async ({ browser, storefronts, runs }) => {
    const loads = new Map<string, Load[]>(storefronts.map(({ name }) => [name, []]));
    let failed = 0;
    for (let run = 1; run <= runs; run += 1) {
      for (const { name, origin } of storefronts) {
        try {
          const load = await measureLoad(browser, origin);
          loads.get(name)?.push(load);
          console.log(`run ${run}/${runs} ${name}: ${JSON.stringify(load)}`);
        } catch (error) {
          failed += 1;
          console.error(`run ${run}/${runs} ${name} failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    console.log(
      `\nA signed-in shopper's ${LISTING}, ${runs} cold loads each, interleaved; ${THROTTLING.cpuSlowdown}× CPU slowdown, ` +
        `${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down\n`,
    );
    console.log('| storefront | parts kept of 2 (each load) | pieces missing, median ms (slowest) | long tasks, median ms |');
    console.log('|---|---|---|---|');
    for (const [name, measured] of loads) {
      const gone = measured.map((load) => load.gone);
      console.log(
        `| ${name} | ${measured.map((load) => load.kept).join(' ')} | ${median(gone) ?? '–'} (${gone.length > 0 ? Math.max(...gone) : '–'}) | ${median(measured.map((load) => load.longTasks)) ?? '–'} |`,
      );
    }
    return failed;
  });
}

runBenchmark(main);
