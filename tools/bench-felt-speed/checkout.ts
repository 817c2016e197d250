/**
 * Checkout on the phone of run.ts (Chromium's real 4× CPU slowdown, 150 ms round trips, 1.6 Mbps, a cold cache): the
 * seeded shopper, signed in, with a ring in the bag, reaches the checkout two ways, and the bench times how long until
 * "Place order" can be pressed (the button enabled, the first frame after):
 *
 * - opened afresh (a reload, a link from an email): first paint, hydrated, and "Place order" ready (drawn, and
 *   enabled: before hydration its press posts the form to the server's page), from the start of the load;
 * - from the bag: the bag page loaded cold and hydrated, then its "Check out" tapped: the tap's next paint (Event
 *   Timing) and the time from the tap to "Place order" ready.
 *
 * Where a change to how checkout's form or the bag's "Check out" comes to the shopper shows (the form hydrated with
 * its page or after it, the tap's answer). N runs, each way once a run, interleaved with `--against <dir>` (a built
 * checkout, as run.ts takes it).
 *
 *   npx tsx tools/bench-felt-speed/checkout.ts [--runs 5] [--against <dir>] [--api-port 3390] [--port 4290] [--against-port 4291]
 *
 * Signs the shopper in first, unthrottled, in a context of its own, and puts the API's first ring in the server cart
 * (measure.ts shopperSession). Exits 1 when a load could not be measured.
 */
import { devices, type Browser, type Page } from 'playwright';
import { runBenchmark } from '../bench/run';
import { firstRing, probeScript, shopperSession, STEP_TIMEOUT_MS, throttle, THROTTLING, type ListedPiece } from './measure';
import { median } from './report';
import { benchOnStorefronts } from './storefronts';

const USAGE = 'usage: npx tsx tools/bench-felt-speed/checkout.ts [--runs 5] [--against <dir>] [--api-port 3390] [--port 4290] [--against-port 4291]';
/** How long the bag page rests, hydrated and its network quiet, before "Check out" is tapped. */
const REST_MS = 1_000;

/**
 * Records the first animation frame in which a "Place order…" button is enabled, since the page started or since the
 * last tap (a tap starts the watch again), and the tap's time. `window.__checkout.ready(timeout)` waits for it.
 */
const WATCH = `(() => {
  const watch = { readyAt: null, tapAt: null };
  const placeable = () => [...document.querySelectorAll('button')].some((button) => /^Place order/.test(button.textContent || '') && !button.disabled);
  const check = () => {
    if (watch.readyAt !== null || !placeable()) return;
    watch.readyAt = -1;
    requestAnimationFrame(() => (watch.readyAt = performance.now()));
  };
  addEventListener('pointerdown', (event) => { watch.tapAt = event.timeStamp; watch.readyAt = null; }, { capture: true });
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['disabled'] });
  window.__checkout = {
    ready: (timeoutMs) => new Promise((resolve) => {
      const deadline = performance.now() + timeoutMs;
      const poll = () => (watch.readyAt > 0 ? resolve(true) : performance.now() > deadline ? resolve(false) : setTimeout(poll, 50));
      poll();
    }),
    times: () => ({ readyAt: watch.readyAt, tapAt: watch.tapAt }),
  };
})();`;

interface Afresh {
  fcp: number | null;
  hydrated: number | null;
  ready: number;
}

interface FromBag {
  /** The tap's Event Timing duration (16 when under Event Timing's threshold). */
  tapToPaint: number;
  tapToReady: number;
}

/** The line `piece` makes in the signed-in shopper's server cart, added through the storefront as its pages add it. */
function putInBag(piece: ListedPiece): (page: Page) => Promise<void> {
  return async (page) => {
    const status = await page.evaluate(
      `fetch('/api/v1/cart/add', { method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(
        JSON.stringify({ item_id: piece.id, item_type: 'product', quantity: 1, name: piece.name, price: piece.price }),
      )} }).then((response) => response.status)`,
    );
    if (status !== 200) throw new Error(`adding ${piece.slug} to the server cart answered ${String(status)}`);
  };
}

/** A fresh, throttled phone signed in as the shopper with `piece` in the bag, the watch and the probe installed. */
async function withCheckoutPhone<T>(browser: Browser, origin: string, piece: ListedPiece, probe: string, use: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...devices['Pixel 7'], storageState: await shopperSession(browser, origin, putInBag(piece)) });
  try {
    await context.addInitScript({ content: probe });
    await context.addInitScript({ content: WATCH });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await throttle(page);
    return await use(page);
  } finally {
    await context.close();
  }
}

async function awaitReady(page: Page, what: string): Promise<{ readyAt: number; tapAt: number | null }> {
  if (!(await page.evaluate(`window.__checkout.ready(${STEP_TIMEOUT_MS})`))) throw new Error(`${what}: "Place order" was not ready within ${STEP_TIMEOUT_MS / 1000} s`);
  return (await page.evaluate('window.__checkout.times()')) as { readyAt: number; tapAt: number | null };
}

function openAfresh(browser: Browser, origin: string, piece: ListedPiece, probe: string): Promise<Afresh> {
  return withCheckoutPhone(browser, origin, piece, probe, async (page) => {
    await page.goto(`${origin}/checkout`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    const { readyAt } = await awaitReady(page, `${origin}/checkout`);
    if (!(await page.evaluate(`window.__feltSpeed.hydrated(${STEP_TIMEOUT_MS})`))) throw new Error(`${origin}/checkout: not hydrated`);
    const { fcp, hydrated } = (await page.evaluate('window.__feltSpeed.snapshot()')) as { fcp: number | null; hydrated: number | null };
    if (fcp === null) throw new Error(`${origin}/checkout: no first paint recorded`);
    // A button enabled in the server's HTML (its form posted to the page without script) is ready once it is drawn.
    return { fcp, hydrated, ready: Math.max(readyAt, fcp) };
  });
}

function fromBag(browser: Browser, origin: string, piece: ListedPiece, probe: string): Promise<FromBag> {
  return withCheckoutPhone(browser, origin, piece, probe, async (page) => {
    await page.goto(`${origin}/cart`, { waitUntil: 'load', timeout: STEP_TIMEOUT_MS });
    if (!(await page.evaluate(`window.__feltSpeed.hydrated(${STEP_TIMEOUT_MS})`))) throw new Error(`${origin}/cart: not hydrated`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const checkOut = page.getByRole('link', { name: /^Check out/ }).first();
    await checkOut.scrollIntoViewIfNeeded();
    await page.waitForTimeout(REST_MS);
    await page.evaluate('window.__feltSpeed.markTap()');
    await checkOut.tap();
    const { readyAt, tapAt } = await awaitReady(page, `${origin}/cart → /checkout`);
    if (tapAt === null) throw new Error('the tap on "Check out" was not seen');
    await page.evaluate('window.__feltSpeed.clicked(2000)');
    const tapToPaint = ((await page.evaluate('window.__feltSpeed.interaction()')) as number | null) ?? 16;
    return { tapToPaint, tapToReady: readyAt - tapAt };
  });
}

/** "412 ms (530)": the median and, in brackets, the slowest; "–" for none. */
function medianAndSlowest(values: readonly (number | null)[]): string {
  const known = values.filter((value): value is number => value !== null);
  const middle = median(known);
  return middle === null ? '–' : `${Math.round(middle)} ms (${Math.round(Math.max(...known))})`;
}

function main(): Promise<number> {
  return benchOnStorefronts(USAGE, async ({ browser, storefronts, apiOrigin, runs }) => {
    const piece = await firstRing(apiOrigin);
    const probe = await probeScript();
    const afresh = new Map<string, Afresh[]>(storefronts.map(({ name }) => [name, []]));
    const bag = new Map<string, FromBag[]>(storefronts.map(({ name }) => [name, []]));
    let failed = 0;
    for (let run = 1; run <= runs; run += 1) {
      for (const { name, origin } of storefronts) {
        for (const [way, measure] of [
          ['opened afresh', async () => afresh.get(name)?.push(await openAfresh(browser, origin, piece, probe))],
          ['from the bag', async () => bag.get(name)?.push(await fromBag(browser, origin, piece, probe))],
        ] as const) {
          try {
            await measure();
            console.log(`run ${run}/${runs} ${name}, ${way}: ${JSON.stringify(way === 'opened afresh' ? afresh.get(name)?.at(-1) : bag.get(name)?.at(-1))}`);
          } catch (error) {
            failed += 1;
            console.error(`run ${run}/${runs} ${name}, ${way} failed: ${(error as Error).message.split('\n')[0]}`);
          }
        }
      }
    }
    console.log(
      `\nCheckout, signed in with a ring in the bag, ${runs} cold loads each way, interleaved; ${THROTTLING.cpuSlowdown}× CPU slowdown, ` +
        `${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down. Median (slowest).\n`,
    );
    console.log('| storefront | afresh: first paint | afresh: hydrated | afresh: "Place order" ready | bag: tap → next paint | bag: tap → "Place order" ready |');
    console.log('|---|---|---|---|---|---|');
    for (const { name } of storefronts) {
      const opened = afresh.get(name) ?? [];
      const tapped = bag.get(name) ?? [];
      const cells = [
        medianAndSlowest(opened.map((load) => load.fcp)),
        medianAndSlowest(opened.map((load) => load.hydrated)),
        medianAndSlowest(opened.map((load) => load.ready)),
        medianAndSlowest(tapped.map((load) => load.tapToPaint)),
        medianAndSlowest(tapped.map((load) => load.tapToReady)),
      ];
      console.log(`| ${name} | ${cells.join(' | ')} |`);
    }
    return failed;
  });
}

runBenchmark(main);
