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
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
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

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { requests: { type: 'string' }, warmup: { type: 'string' } },
  });
  const requests = positiveInt('requests', values.requests, 300);
  const warmup = positiveInt('warmup', values.warmup, 30);
  const searches = positionals.length > 0 ? positionals : DEFAULT_SEARCHES;
  const postgresUrl = process.env['DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
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
