/**
 * Time of a search, word by word: exact words against their misspellings, one request at a time, so the
 * figure is the latency of one search rather than of the CPU shared with a load generator.
 *
 *   npx tsx tools/bench-search.ts [--requests 300] [--warmup 30] [diamond daimond ring rnig …]
 *   bash tools/with-postgres.sh npx tsx tools/bench-search.ts      # PostgreSQL (TEST_DATABASE_URL)
 *
 * The API is the one of bench-catalogue.ts (PGlite in a temporary folder, or a throwaway PostgreSQL
 * database when DATABASE_URL or TEST_DATABASE_URL is set), migrated, seeded without images and analysed.
 * Each search is warmed up, then all are timed in turns; the 12-item first page is what the storefront's search page asks for.
 * Exits 1 when a request failed, never because of timing.
 *
 *   npx tsx tools/bench-search.ts --under-load [--connections 20] [--duration 10]
 *
 * Instead: the latency of a plain listing (the storefront's first page) one request at a time, first alone,
 * then while `--connections` connections search with fresh misspellings as fast as they are answered, from
 * one address and then from one address each (the API trusts X-Forwarded-For from loopback by default). The
 * searchers run on a worker thread; what they were answered is counted by status. Exits 1 when a listing
 * call failed.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { startCatalogueApi } from './bench/catalogue-api';
import { runBenchmark } from './bench/run';

const DEFAULT_SEARCHES = ['diamond', 'daimond', 'ring', 'rnig', 'necklace', 'neckalce', 'qqqqzzzz'];

const positiveInt = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a whole number ≥ 1 (got ${value})`);
  return parsed;
};

/** The value at fraction `p` of sorted milliseconds. */
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function search(url: string): Promise<number> {
  const response = await fetch(url);
  const body = (await response.json()) as { meta?: { total?: number } };
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return body.meta?.total ?? 0;
}

/** The storefront's first page: no search, so it is what every shopper's call costs. */
const LISTING_PATH = '/api/v1/products?page=1&per_page=12';

/**
 * Searchers on a worker thread: `connections` loops, each sending a search of fresh misspelt words (the most a
 * search may hold, each a new typo, so nothing is remembered) as soon as the previous one is answered, until
 * told to stop; then it posts the count of answers by status.
 */
const SEARCHERS = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, connections, spread } = workerData;
const words = ['diamond', 'necklace', 'bracelet', 'earrings', 'solitaire', 'platinum', 'pendant', 'mangalsutra', 'emerald', 'sapphire'];
const letters = 'abcdefghijklmnopqrstuvwxyz';
const typo = (word) => {
  const at = Math.floor(Math.random() * word.length);
  return word.slice(0, at) + letters[Math.floor(Math.random() * 26)] + word.slice(at + 1) + letters[Math.floor(Math.random() * 26)];
};
const text = () => Array.from({ length: 12 }, () => typo(words[Math.floor(Math.random() * words.length)])).join(' ').slice(0, 100);
let running = true;
const statuses = {};
parentPort.on('message', () => { running = false; });
async function loop(index) {
  const headers = spread ? { 'x-forwarded-for': '198.18.' + Math.floor(index / 250) + '.' + (index % 250 + 1) } : {};
  while (running) {
    try {
      const response = await fetch(url + '/api/v1/products?per_page=12&q=' + encodeURIComponent(text()), { headers });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch {
      statuses.error = (statuses.error ?? 0) + 1;
    }
  }
}
Promise.all(Array.from({ length: connections }, (_, index) => loop(index))).then(() => parentPort.postMessage(statuses));
`;

/** The latency of the listing, one call at a time for `seconds`: milliseconds, sorted. */
async function probeListing(url: string, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const start = performance.now();
    const response = await fetch(`${url}${LISTING_PATH}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`the listing answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** The listing's latency while searchers run; what the searchers were answered. */
async function underSearchLoad(url: string, connections: number, seconds: number, spread: boolean) {
  const worker = new Worker(SEARCHERS, { eval: true, workerData: { url, connections, spread } });
  const answered = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  try {
    // A second of load first, so the listing is measured under it rather than as it starts.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return { times: await probeListing(url, seconds), searches: await stop(worker, answered) };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

async function stop(worker: Worker, answered: Promise<Record<string, number>>): Promise<Record<string, number>> {
  worker.postMessage('stop');
  const statuses = await answered;
  await worker.terminate();
  return statuses;
}

async function underLoad(postgresUrl: string | undefined): Promise<number> {
  const { values } = parseArgs({ options: { 'under-load': { type: 'boolean' }, connections: { type: 'string' }, duration: { type: 'string' } } });
  const connections = positiveInt('connections', values.connections, 20);
  const duration = positiveInt('duration', values.duration, 10);
  console.log(`preparing the API on ${postgresUrl ? 'PostgreSQL' : 'PGlite'} (migrate + seed)…`);
  const api = await startCatalogueApi(postgresUrl);
  try {
    await probeListing(api.url, 1);
    console.log(`GET ${LISTING_PATH}, one call at a time for ${duration} s each\n`);
    console.log(['while'.padEnd(44), 'calls', 'p50 ms', 'p99 ms', '  searches answered'].join('  '));
    const row = (label: string, times: readonly number[], searches = '') =>
      console.log(
        [label.padEnd(44), String(times.length).padStart(5), percentile(times, 0.5).toFixed(1).padStart(6), percentile(times, 0.99).toFixed(1).padStart(6), `  ${searches}`].join('  '),
      );
    row('nothing else runs', await probeListing(api.url, duration));
    for (const spread of [false, true]) {
      const { times, searches } = await underSearchLoad(api.url, connections, duration, spread);
      const label = `${connections} connections search typos, ${spread ? `${connections} addresses` : 'one address'}`;
      row(label, times, Object.entries(searches).map(([status, n]) => `${status}: ${n}`).join(', '));
    }
    return 0;
  } finally {
    await api.close();
  }
}

async function main(): Promise<number> {
  const postgresUrl = process.env['DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
  if (process.argv.includes('--under-load')) return underLoad(postgresUrl);
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { requests: { type: 'string' }, warmup: { type: 'string' } },
  });
  const requests = positiveInt('requests', values.requests, 300);
  const warmup = positiveInt('warmup', values.warmup, 30);
  const searches = positionals.length > 0 ? positionals : DEFAULT_SEARCHES;
  console.log(`preparing the API on ${postgresUrl ? 'PostgreSQL' : 'PGlite'} (migrate + seed)…`);
  const api = await startCatalogueApi(postgresUrl);
  try {
    console.log(`${requests} requests per search, one at a time, after ${warmup} unmeasured\n`);
    console.log(['search'.padEnd(12), 'matches', 'mean ms', 'p50 ms', 'p95 ms'].join('  '));
    const urls = searches.map((q) => `${api.url}/api/v1/products?q=${encodeURIComponent(q)}&page=1&per_page=12`);
    const totals = [];
    for (const url of urls) {
      for (let i = 0; i < warmup; i++) await search(url);
      totals.push(await search(url));
    }
    // Round by round, one request of each search: a change in the machine's load falls on all of them alike.
    const times: number[][] = urls.map(() => []);
    for (let i = 0; i < requests; i++) {
      for (const [index, url] of urls.entries()) {
        const start = performance.now();
        await search(url);
        times[index]?.push(performance.now() - start);
      }
    }
    for (const [index, q] of searches.entries()) {
      const sorted = [...(times[index] ?? [])].sort((a, b) => a - b);
      const mean = sorted.reduce((sum, t) => sum + t, 0) / sorted.length;
      const cells = [String(totals[index]).padStart(7), mean.toFixed(2).padStart(7), percentile(sorted, 0.5).toFixed(2).padStart(6), percentile(sorted, 0.95).toFixed(2).padStart(6)];
      console.log([q.padEnd(12), ...cells].join('  '));
    }
    return 0;
  } finally {
    await api.close();
  }
}

runBenchmark(main);
