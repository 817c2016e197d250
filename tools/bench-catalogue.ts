/**
 * Benchmark of the category listing against a bare Fastify route, in one process and one run. On 2 cores the load generator shares the CPU with the servers, so compare the
 * ratio of one run, not absolute figures across machines or runs.
 *
 *   npx tsx tools/bench-catalogue.ts [--connections 50] [--duration 10] [--warmup 3] [--workers 1]
 *   bash tools/with-postgres.sh npx tsx tools/bench-catalogue.ts      # PostgreSQL (TEST_DATABASE_URL)
 *
 * PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (a throwaway database beside it, dropped after),
 * PGlite in a temporary folder otherwise; both migrated, seeded without images and analysed. autocannon runs
 * in this process, by default on one worker thread (`--workers 0`: on the servers' own event loop), the
 * listing first, then the bare route, each after its warm-up. Exits 1 when a request failed (non-2xx, connection error or timeout), never because of timing.
 */
import { BARE_PATH, startBareServer } from './bench/bare-server';
import { startCatalogueApi } from './bench/catalogue-api';
import { measure, type LoadOptions } from './bench/load';
import { parseLoadArgs } from './bench/options';
import { report } from './bench/report';
import { runBenchmark } from './bench/run';

/** The 12-item category page the storefront asks for. */
export const LISTING_PATH = '/api/v1/products?filters[categories][slug][$eq]=rings&page=1&per_page=12';

function loadOptions(): LoadOptions {
  return parseLoadArgs({}).load;
}

/** One request before the load, so a broken listing fails loudly instead of being timed. */
async function checkListing(url: string): Promise<void> {
  const response = await fetch(url);
  const body = (await response.json()) as { data?: unknown[] };
  if (response.status !== 200 || body.data?.length !== 12) {
    throw new Error(`the listing answered ${response.status} with ${body.data?.length ?? 'no'} products, expected 200 with 12`);
  }
}

async function main(): Promise<number> {
  const options = loadOptions();
  const postgresUrl = process.env['DATABASE_URL'] || process.env['TEST_DATABASE_URL'] || undefined;
  console.log(`preparing the API on ${postgresUrl ? 'PostgreSQL' : 'PGlite'} (migrate + seed)…`);
  const api = await startCatalogueApi(postgresUrl);
  const bare = await startBareServer();
  try {
    const listingUrl = `${api.url}${LISTING_PATH}`;
    await checkListing(listingUrl);
    console.log(`listing ${LISTING_PATH}`);
    const listing = await measure(listingUrl, options);
    console.log(`bare    ${BARE_PATH}`);
    const baseline = await measure(bare.url, options);
    const lines = report(listing, baseline, {
      database: api.database,
      connections: options.connections,
      duration: options.duration,
    });
    console.log(`\n${lines.join('\n')}`);
    const failed = [listing, baseline].some((r) => r.non2xx > 0 || r.errors > 0);
    if (failed) console.error('\nsome requests failed (non-2xx, connection errors or timeouts)');
    return failed ? 1 : 0;
  } finally {
    await bare.close();
    await api.close();
  }
}

runBenchmark(main);
