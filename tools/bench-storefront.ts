/**
 * Benchmark of the server-rendered storefront against the API's own listing, in one run. Starts the
 * built API (production mode, PGlite seeded in a temporary folder) and the built storefront (src/server/host/main.mjs), signs
 * the demo shopper in, and loads each target with autocannon: the listing API, then the product, category and
 * home pages as a guest and signed in. Prints the table with each page's req/s as a share of the listing's.
 * Builds nothing: run `NODE_ENV=production npx nx run-many -t build -p api,storefront` first.
 *
 *   npx tsx tools/bench-storefront.ts [--connections 50] [--duration 10] [--warmup 3] [--workers 1]
 *                                     [--api-port 5101] [--port 5102] [--baseline <checkout>]
 *                                     [--baseline-env NAME=value,…] [--serve]
 *
 * `--baseline <checkout>` also measures the pages of another checkout's built storefront (its apps/storefront,
 * e.g. an older commit unpacked with `git archive`) against the same API, right after this one's: before and
 * after in one run. `--baseline-env` runs the baseline with those settings (of this checkout unless `--baseline`
 * names another), e.g. `--baseline-env SSR_PAGE_CACHE_MS=0` for the page cache's share. The storefront's environment passes through (e.g. WEB_CONCURRENCY). On 2 cores the load
 * generator shares the CPU with both servers: compare ratios within one run, not figures across runs.
 * `--serve` starts both servers and keeps them up until Ctrl-C, to probe them by hand. Exits 1 when a request
 * failed, never because of timing.
 */
import { DEMO_SHOPPER_LOGIN, signIn } from './bench/shopper-session';
import { measure, type LoadOptions, type LoadResult } from './bench/load';
import { parseLoadArgs, positiveInt } from './bench/options';
import { runBenchmark } from './bench/run';
import { startBuiltApi, startBuiltStorefront, type RunningServer } from './bench/storefront-servers';
import { storefrontReport, type TargetResult } from './bench/storefront-report';

/** The 12 rings of the category page's first page, straight from the API: the yardstick. */
const LISTING_PATH = '/api/v1/products?filters[categories][slug][$eq]=rings&page=1&per_page=12';

/** Each page's goal as a share of the listing's req/s. */
const PAGE_GOALS = { product: 0.07, category: 0.05, home: 0.05 } as const;

async function firstProductSlug(apiOrigin: string): Promise<string> {
  const response = await fetch(`${apiOrigin}${LISTING_PATH}`);
  const body = (await response.json()) as { data?: { slug: string }[] };
  const slug = body.data?.[0]?.slug;
  if (response.status !== 200 || !slug) throw new Error(`the listing answered ${response.status} without products`);
  return slug;
}

/** The pages of one storefront, guest and signed in; `tag` names the storefront when two are measured. */
async function measurePages(storefront: string, slug: string, cookie: string, load: LoadOptions, tag: string): Promise<TargetResult[]> {
  const pages = [
    { path: `/product/${slug}`, name: '/product/{slug}', goal: PAGE_GOALS.product },
    { path: '/category/rings', name: '/category/rings', goal: PAGE_GOALS.category },
    { path: '/', name: '/', goal: PAGE_GOALS.home },
  ];
  const results: TargetResult[] = [];
  for (const page of pages) {
    for (const [who, headers] of [
      ['guest', {}],
      ['signed in', { cookie }],
    ] as const) {
      const label = `${tag}${page.name} (${who})`;
      console.log(`measuring ${label}…`);
      results.push({ label, goal: page.goal, result: await measure(`${storefront}${page.path}`, load, headers) });
    }
  }
  return results;
}

async function main(): Promise<number> {
  const { load, values } = parseLoadArgs({ 'api-port': { type: 'string' }, port: { type: 'string' }, baseline: { type: 'string' }, 'baseline-env': { type: 'string' }, serve: { type: 'boolean' } }, { warmup: 3, workers: 0 });
  const apiPort = positiveInt('api-port', values['api-port'], 5101);
  const port = positiveInt('port', values.port, 5102);
  console.log('starting the built API (production mode, PGlite migrated and seeded in a temporary folder)…');
  const servers: RunningServer[] = [];
  try {
    const api = await startBuiltApi(apiPort);
    servers.push(api);
    const storefront = await startBuiltStorefront(port, api.origin);
    servers.push(storefront);
    if (values.serve) {
      console.log(`serving until Ctrl-C: API ${api.origin}, storefront ${storefront.origin}`);
      await new Promise((resolve) => ['SIGINT', 'SIGTERM'].forEach((signal) => process.once(signal, resolve)));
      return 0;
    }
    const slug = await firstProductSlug(api.origin);
    const cookie = await signIn(api.origin, DEMO_SHOPPER_LOGIN);
    console.log(`measuring GET ${LISTING_PATH}…`);
    const listing: LoadResult = await measure(`${api.origin}${LISTING_PATH}`, load);
    const baselineEnv = Object.fromEntries(
      (values['baseline-env'] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    const withBaseline = Boolean(values.baseline) || Object.keys(baselineEnv).length > 0;
    const tag = withBaseline ? 'after ' : '';
    const targets: TargetResult[] = [{ label: 'GET /api/v1/products (12 rings)', result: listing }];
    targets.push(...(await measurePages(storefront.origin, slug, cookie, load, tag)));
    if (withBaseline) {
      await storefront.stop();
      const before = await startBuiltStorefront(port, api.origin, baselineEnv, values.baseline ?? undefined);
      servers.push(before);
      targets.push(...(await measurePages(before.origin, slug, cookie, load, 'before ')));
    }
    console.log(`\n${load.connections} connections, ${load.duration} s per target (after ${load.warmup} s of warm-up), one run\n`);
    console.log(storefrontReport(targets, listing).join('\n'));
    const failed = targets.some(({ result: r }) => r.non2xx + r.errors > 0);
    if (failed) console.error('\nsome requests failed (non-2xx, connection errors or time-outs)');
    return failed ? 1 : 0;
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}

runBenchmark(main);
