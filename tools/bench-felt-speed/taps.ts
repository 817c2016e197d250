/**
 * Every tap: the controls a shopper taps first on the home, category and product pages, each tapped once on a
 * freshly loaded page as the phone of run.ts would (Chromium's real 4× CPU slowdown, 150 ms round trips, 1.6 Mbps,
 * a cold cache in a fresh context), N loads each, interleaved. Prints each tap's median and slowest time from the
 * input to the next paint (Event Timing's duration, what INP reports) against the goal of 200 ms, and from the
 * input to the frame its answer showed in (the panel, the bag count, the pieces or the page it brings): a tap can
 * paint at once and show what was asked for only once its code or data has come.
 *
 *   npx tsx tools/bench-felt-speed/taps.ts [--runs 5] [--only <part of a tap's name>] [--checkout <dir>] [--api-port 3390] [--port 4290]
 *
 * `--only` times the taps whose name holds the text ("View in 3D"): one tap timed more often resolves a change to it
 * better than the whole table does.
 *
 * Starts the built API (PGlite seeded with its images in a temporary folder) and the built storefront (this
 * checkout's, or `--checkout <dir>`'s as run.ts takes it). A guest taps: the heart takes a guest to sign in. Exits 1
 * when a tap could not be measured at all, never because of timing.
 */
import { parseArgs } from 'node:util';
import { cpus } from 'node:os';
import { positiveInt } from '../bench/options';
import { runBenchmark } from '../bench/run';
import { startBuiltApi, startBuiltStorefront } from '../bench/storefront-servers';
import { badArguments, measureTap, probeScript, productPath, THROTTLING, withChromium, type TapTarget } from './measure';
import { machineLine, tapsTable, type TapTimes } from './report';

const USAGE = 'npx tsx tools/bench-felt-speed/taps.ts [--runs 5] [--only <part of a tap\'s name>] [--checkout <dir>] [--api-port 3390] [--port 4290]';

/** A panel the tap opens: the menu, the bag, the filters' sheet, the 3D view. */
const DIALOG = '[role="dialog"]';
/** The header's bag button once it counts a piece ("Bag, 1 piece"). */
const BAG_COUNTED = '[title="Bag"][aria-label^="Bag, "]';
/** The sign-in page a guest's heart leads to. */
const SIGN_IN_FORM = 'input[name="password"]';

/** The controls, in the order the table lists them: the header's on the home page, then each page's own. */
function tapTargets(origin: string, product: string): TapTarget[] {
  const home = `${origin}/`;
  const category = `${origin}/category/rings`;
  const piece = `${origin}${product}`;
  return [
    { name: 'home: Menu', url: home, role: 'button', label: 'Menu', answer: DIALOG },
    { name: 'home: Bag', url: home, role: 'button', label: 'Bag', answer: DIALOG },
    { name: 'home: colour mode', url: home, role: 'button', label: /^Colour mode/ },
    { name: 'home: a card’s Add to bag', url: home, role: 'button', label: /^Add to bag: /, answer: BAG_COUNTED },
    { name: 'category: Filter and sort', url: category, role: 'button', label: 'Filter and sort', answer: DIALOG },
    { name: 'category: Load more', url: category, role: 'button', label: 'Load more', answer: '.sf-product-grid > li' },
    { name: 'product: second photo', url: piece, role: 'button', label: /^Show photo 2 of/ },
    { name: 'product: View in 3D', url: piece, role: 'button', label: 'View in 3D', answer: DIALOG },
    { name: 'product: Add to bag', url: piece, role: 'button', label: 'Add to bag', answer: BAG_COUNTED },
    { name: 'product: heart (guest)', url: piece, role: 'button', label: 'Save to wishlist', answer: SIGN_IN_FORM },
  ];
}

async function main(): Promise<number> {
  let runs: number;
  let checkout: string | undefined;
  let apiPort: number;
  let port: number;
  let only: string | undefined;
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: { runs: { type: 'string' }, only: { type: 'string' }, checkout: { type: 'string' }, 'api-port': { type: 'string' }, port: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    });
    runs = positiveInt('runs', values.runs, 5);
    checkout = values.checkout;
    const wanted = values.only;
    if (wanted !== undefined && !tapTargets('', '').some((target) => target.name.includes(wanted))) {
      throw new Error(`no tap's name holds "${wanted}"; the taps: ${tapTargets('', '').map((target) => target.name).join(', ')}`);
    }
    only = wanted;
    apiPort = positiveInt('api-port', values['api-port'], 3390);
    port = positiveInt('port', values.port, 4290);
    if (apiPort === port) throw new Error(`the API and the storefront need different ports (got ${port} for both)`);
  } catch (error) {
    return badArguments(error, USAGE);
  }
  return withChromium(async (browser, servers) => {
    console.log('starting the built API (PGlite migrated and seeded with its images in a temporary folder)…');
    const api = await startBuiltApi(apiPort, { SEED_IMAGES: 'true' });
    servers.push(api);
    const storefront = await startBuiltStorefront(port, api.origin, {}, checkout);
    servers.push(storefront);
    const targets = tapTargets(storefront.origin, await productPath(api.origin)).filter((target) => only === undefined || target.name.includes(only));
    const probe = await probeScript();
    const samples = new Map<string, TapTimes[]>(targets.map((target) => [target.name, []]));
    for (let run = 1; run <= runs; run += 1) {
      for (const target of targets) {
        try {
          const tap = await measureTap(browser, target, probe);
          samples.get(target.name)?.push(tap);
          console.log(`run ${run}/${runs} ${target.name}: next paint ${Math.round(tap.paint)} ms${tap.answer === null ? '' : `, answer shown ${Math.round(tap.answer)} ms`}`);
        } catch (error) {
          console.error(`run ${run}/${runs} ${target.name} failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    console.log(
      `\nTap → next paint (Event Timing) and → its answer shown, ${runs} cold loads a tap, interleaved; ${THROTTLING.cpuSlowdown}× CPU slowdown, ` +
        `${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down; next paints come in steps of 8 ms\n`,
    );
    console.log(tapsTable(samples).join('\n'));
    console.log(`\n${machineLine(browser.version(), cpus().length)}`);
    const unmeasured = targets.filter((target) => (samples.get(target.name)?.length ?? 0) === 0);
    for (const target of unmeasured) console.error(`${target.name}: not measured in any run`);
    return unmeasured.length > 0 ? 1 : 0;
  });
}

runBenchmark(main);
