/**
 * Felt speed: the shop's pages against the framework's floor (a minimal React Router page of the same versions:
 * an h1, a product photo, two paragraphs and an "Add to bag" button), as a shopper on a mid-range phone feels them.
 * Headless Chromium as Playwright launches it (paint holding off) with its real 4× CPU slowdown, 150 ms round trips, 1.6 Mbps
 * down and 750 kbps up, a cold cache in a fresh context each load; floor and pages interleaved, N loads each.
 * Prints each figure's median per page with the ratio to the floor, Chromium's version and the cores.
 *
 *   npx tsx tools/bench-felt-speed/run.ts [--runs 5] [--pages home,category,product] [--build] [--checkout <dir>]
 *                                         [--against <dir>] [--signed-in] [--from-another-site] [--json <file>]
 *                                         [--api-port 3390] [--port 4290] [--floor-port 4293] [--against-port 4291]
 *                                         [--site-port 4294]
 *
 * Starts the built API (PGlite seeded with its images in a temporary folder), the built storefront and the floor
 * (built here, into floor/build, removed after). `--build` builds the API and the storefront first; on a shared
 * machine run the whole command under the e2e lock then, as builds of the storefront are. `--checkout <dir>` measures
 * the built storefront of another checkout (its apps/storefront, e.g. an older commit unpacked with `git archive`
 * inside this one, where it finds the packages) with this one's API and floor. `--against <dir>` measures such a
 * checkout's storefront as well, in the same run and interleaved with this one's: its pages are named "<page> [<dir's
 * name>]" in the table. Comparing two builds that way keeps the machine's state the same for both. `--signed-in` loads
 * each page as the seeded shopper too, signed in beforehand (unthrottled) in the load's fresh context with the server
 * cart emptied, interleaved with the guest's loads and named "<page> (signed in)". `--from-another-site` opens a page of
 * another site in each load's tab first (served here as `localhost`) and reaches the floor and the pages from it, as a
 * shopper following a search result does: Chromium then starts a renderer for the page, where from a fresh tab's blank
 * page the floor (which sends no Cross-Origin-Opener-Policy) takes over the blank page's. Exits 1 when a page could not be
 * measured at all, never because of timing.
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { spawnSync } from 'node:child_process';
import { basename, join, resolve } from 'node:path';
import { runBenchmark } from '../bench/run';
import { startBuiltApi, startBuiltStorefront } from '../bench/storefront-servers';
import { buildFloor, startFloor } from './floor-app';
import { anotherSite, badArguments, measureOnce, probeScript, productPath, THROTTLING, withChromium, type Target } from './measure';
import { FELT_SPEED_USAGE, parseFeltSpeedArgs, portsOf, type ShopPage } from './options';
import { feltSpeedTable, machineLine, medians, type Sample } from './report';

const ROOT = join(import.meta.dirname, '..', '..');
/** The header's bag button in the shop ("Bag" or "Bag, 2 pieces"), the count's line in the floor. */
const BAG_COUNT = '[title="Bag"]';

/** Fails when something already listens on `port`: it, not the bench's server, would answer the bench's requests. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: choose another (--api-port, --port, --floor-port)`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function buildShop(): void {
  console.log('building the API and the storefront (production)…');
  const result = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', 'api,storefront', '--skip-nx-cache', '--outputStyle=static'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}

async function main(): Promise<number> {
  let options;
  try {
    options = parseFeltSpeedArgs(process.argv.slice(2));
  } catch (error) {
    return badArguments(error, FELT_SPEED_USAGE);
  }
  for (const port of portsOf(options)) await assertPortFree(port);
  if (options.build) buildShop();
  console.log('building the framework floor…');
  buildFloor();
  return withChromium(async (browser, servers) => {
    servers.push(await startFloor(options.floorPort));
    console.log('starting the built API (PGlite migrated and seeded with its images in a temporary folder)…');
    const api = await startBuiltApi(options.apiPort, { SEED_IMAGES: 'true' });
    servers.push(api);
    const storefront = await startBuiltStorefront(options.port, api.origin, {}, options.checkout ?? undefined);
    servers.push(storefront);
    const against = options.against ? await startBuiltStorefront(options.againstPort, api.origin, {}, options.against) : undefined;
    if (against) servers.push(against);
    const site = options.fromAnotherSite ? await anotherSite(options.sitePort) : undefined;
    if (site) servers.push(site);
    const from = site ? `${site.origin}/` : undefined;
    const againstName = (page: ShopPage) => `${page} [${basename(resolve(options.against ?? ''))}]`;
    const paths: Record<ShopPage, string> = { home: '/', category: '/category/rings', product: await productPath(api.origin) };
    const targets: Target[] = [
      { name: 'floor', url: `${servers[0]?.origin}/`, bagCount: BAG_COUNT, from },
      ...options.pages.flatMap((page) => {
        const guest: Target[] = [
          { name: page, url: `${storefront.origin}${paths[page]}`, bagCount: BAG_COUNT, from },
          ...(against ? [{ name: againstName(page), url: `${against.origin}${paths[page]}`, bagCount: BAG_COUNT, from }] : []),
        ];
        return options.signedIn ? guest.flatMap((target) => [target, { ...target, name: `${target.name} (signed in)`, signedIn: true }]) : guest;
      }),
    ];
    const measuredPages = targets.filter((target) => target.name !== 'floor').map((target) => target.name);
    const probe = await probeScript();
    const samples = new Map<string, Sample[]>(targets.map((target) => [target.name, []]));
    const failures: string[] = [];
    for (let run = 1; run <= options.runs; run += 1) {
      for (const target of targets) {
        try {
          const sample = await measureOnce(browser, target, probe);
          samples.get(target.name)?.push(sample);
          console.log(`run ${run}/${options.runs} ${target.name}: FCP ${Math.round(sample.fcp ?? -1)} ms, hydrated ${Math.round(sample.hydrated ?? -1)} ms, tap → count ${sample.tapToCount === null ? '—' : `${Math.round(sample.tapToCount)} ms`}`);
        } catch (error) {
          failures.push(`run ${run} ${target.name}: ${(error as Error).message.split('\n')[0]}`);
          console.error(`run ${run}/${options.runs} ${target.name} failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
    }
    const chromiumVersion = browser.version();
    const counts = targets.map((target) => `${target.name} ${samples.get(target.name)?.length ?? 0}`).join(', ');
    console.log(
      `\nMedians of ${options.runs} cold loads each (${counts} measured), interleaved; ${THROTTLING.cpuSlowdown}× CPU slowdown, ` +
        `${THROTTLING.latencyMs} ms RTT, ${THROTTLING.downloadBitsPerSecond / 1e6} Mbps down, ${THROTTLING.uploadBitsPerSecond / 1e3} kbps up; paint holding off; ` +
        `${from ? `each reached from another site's page (${from})` : "each from a fresh tab's blank page"}\n`,
    );
    console.log(feltSpeedTable(samples, measuredPages).join('\n'));
    console.log(`\n${machineLine(chromiumVersion, cpus().length)}`);
    if (options.json) {
      const json = {
        chromium: chromiumVersion,
        cpus: cpus().length,
        throttling: THROTTLING,
        from: from ?? 'a fresh tab',
        runs: options.runs,
        failures,
        targets: targets.map((target) => ({
          name: target.name,
          url: target.url,
          samples: samples.get(target.name) ?? [],
          medians: Object.fromEntries(medians(samples.get(target.name) ?? [])),
        })),
      };
      writeFileSync(options.json, `${JSON.stringify(json, null, 2)}\n`);
    }
    return targets.some((target) => (samples.get(target.name)?.length ?? 0) === 0) ? 1 : 0;
  });
}

runBenchmark(main);
