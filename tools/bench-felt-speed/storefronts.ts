import { cpus } from 'node:os';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { positiveInt } from '../bench/options';
import type { Browser } from 'playwright';
import { startBuiltApi, startBuiltStorefront, type RunningServer } from '../bench/storefront-servers';
import { badArguments, withChromium } from './measure';
import { machineLine } from './report';

/** The options of the benches that load this checkout's storefront and, with `--against`, another's beside it. */
export interface StorefrontsOptions {
  runs: number;
  /** Another checkout whose built storefront is measured too, interleaved with this one's. */
  against: string | undefined;
  apiPort: number;
  port: number;
  againstPort: number;
}

/** `--runs`, `--against`, `--api-port`, `--port`, `--against-port`; throws with the option's name when one is wrong. */
export function parseStorefrontsArgs(args: string[]): StorefrontsOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: { runs: { type: 'string' }, against: { type: 'string' }, 'api-port': { type: 'string' }, port: { type: 'string' }, 'against-port': { type: 'string' } },
  });
  const ports = [positiveInt('api-port', values['api-port'], 3390), positiveInt('port', values.port, 4290), positiveInt('against-port', values['against-port'], 4291)] as const;
  if (new Set(ports).size < ports.length) throw new Error('the API and the storefronts need ports of their own');
  const [apiPort, port, againstPort] = ports;
  return { runs: positiveInt('runs', values.runs, 5), against: values.against, apiPort, port, againstPort };
}

/**
 * Starts the built API (PGlite seeded with its images in a temporary folder) and this checkout's built storefront,
 * and the `--against` checkout's if named; each joins `servers` as it starts. Returns the storefronts by name:
 * "this checkout", then the other's folder name.
 */
export async function startStorefronts(options: StorefrontsOptions, servers: RunningServer[]): Promise<{ name: string; origin: string }[]> {
  const api = await startBuiltApi(options.apiPort, { SEED_IMAGES: 'true' });
  servers.push(api);
  const own = await startBuiltStorefront(options.port, api.origin);
  servers.push(own);
  const storefronts = [{ name: 'this checkout', origin: own.origin }];
  if (options.against) {
    const other = await startBuiltStorefront(options.againstPort, api.origin, {}, options.against);
    servers.push(other);
    storefronts.push({ name: basename(resolve(options.against)), origin: other.origin });
  }
  return storefronts;
}

/** What a bench on the storefronts measures with: the browser, the storefronts by name, the API, the runs asked for. */
export interface StorefrontsRun {
  browser: Browser;
  storefronts: { name: string; origin: string }[];
  apiOrigin: string;
  runs: number;
}

/**
 * A bench's main on this checkout's storefront and the `--against` one: the command line parsed (or `usage` printed,
 * exit 2), Chromium and the servers started (and stopped after, whatever happens); `measure` loads the pages, prints
 * its table and answers how many loads failed. Ends with Chromium's version and the cores; exit 1 when a load failed.
 */
export function benchOnStorefronts(usage: string, measure: (run: StorefrontsRun) => Promise<number>): Promise<number> {
  let options: StorefrontsOptions;
  try {
    options = parseStorefrontsArgs(process.argv.slice(2));
  } catch (error) {
    return Promise.resolve(badArguments(error, usage));
  }
  return withChromium(async (browser, servers) => {
    const storefronts = await startStorefronts(options, servers);
    const failed = await measure({ browser, storefronts, apiOrigin: servers[0]?.origin ?? '', runs: options.runs });
    console.log(`\n${machineLine(browser.version(), cpus().length)}`);
    return failed > 0 ? 1 : 0;
  });
}
