import { parseArgs } from 'node:util';
import { positiveInt } from '../bench/options';

/** The shop's pages the bench can measure, besides the framework floor. */
export const SHOP_PAGES = ['home', 'category', 'product'] as const;
export type ShopPage = (typeof SHOP_PAGES)[number];

export interface FeltSpeedOptions {
  /** Cold loads of each page, interleaved with the floor's. */
  runs: number;
  pages: ShopPage[];
  /** Build the API and the storefront before measuring. */
  build: boolean;
  /** Another checkout whose built storefront to measure instead of this one's (e.g. an older commit's). */
  checkout: string | undefined;
  /** A second built storefront (another checkout) measured in the same run, interleaved with this one. */
  against: string | undefined;
  /** Where to write every sample and the medians as JSON, if anywhere. */
  json: string | undefined;
  /** Each page loaded by the seeded shopper, signed in, as well, interleaved with the guest's loads. */
  signedIn: boolean;
  /**
   * Each load (the floor's too) reached from a page of another site, as a shopper follows a search result, rather than
   * from a fresh tab's blank page.
   */
  fromAnotherSite: boolean;
  apiPort: number;
  port: number;
  floorPort: number;
  /** The port of the `--against` storefront. */
  againstPort: number;
  /** The port of the other site's page (`--from-another-site`), served as `localhost`. */
  sitePort: number;
}

export const FELT_SPEED_USAGE =
  'npx tsx tools/bench-felt-speed/run.ts [--runs 5] [--pages home,category,product] [--build] [--checkout <dir>] [--against <dir>] [--signed-in] [--from-another-site] [--json <file>] [--api-port 3390] [--port 4290] [--floor-port 4293] [--against-port 4291] [--site-port 4294]';

/** The page names of `--pages`, in the order given, each once; any other name is an error. */
export function parsePages(value: string | undefined): ShopPage[] {
  if (value === undefined) return [...SHOP_PAGES];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SHOP_PAGES as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`--pages: unknown page ${unknown.join(', ')} (choose from ${SHOP_PAGES.join(', ')})`);
  if (names.length === 0) throw new Error(`--pages: name at least one of ${SHOP_PAGES.join(', ')}`);
  return [...new Set(names as ShopPage[])];
}

/** The ports the run will serve on: the API, the storefront, the floor, and the `--against` and other-site ones if asked. */
export function portsOf(options: FeltSpeedOptions): number[] {
  return [options.apiPort, options.port, options.floorPort, ...(options.against ? [options.againstPort] : []), ...(options.fromAnotherSite ? [options.sitePort] : [])];
}

/** The command line of the bench; throws with the option's name when a value is wrong. */
export function parseFeltSpeedArgs(args: string[]): FeltSpeedOptions {
  const { values } = parseArgs({
    args,
    options: {
      runs: { type: 'string' },
      pages: { type: 'string' },
      build: { type: 'boolean', default: false },
      checkout: { type: 'string' },
      against: { type: 'string' },
      json: { type: 'string' },
      'signed-in': { type: 'boolean', default: false },
      'from-another-site': { type: 'boolean', default: false },
      'api-port': { type: 'string' },
      port: { type: 'string' },
      'floor-port': { type: 'string' },
      'against-port': { type: 'string' },
      'site-port': { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  const options = {
    runs: positiveInt('runs', values.runs, 5),
    pages: parsePages(values.pages),
    build: values.build ?? false,
    checkout: values.checkout,
    against: values.against,
    json: values.json,
    signedIn: values['signed-in'] ?? false,
    fromAnotherSite: values['from-another-site'] ?? false,
    apiPort: positiveInt('api-port', values['api-port'], 3390),
    port: positiveInt('port', values.port, 4290),
    floorPort: positiveInt('floor-port', values['floor-port'], 4293),
    againstPort: positiveInt('against-port', values['against-port'], 4291),
    sitePort: positiveInt('site-port', values['site-port'], 4294),
  };
  if (options.build && options.checkout) throw new Error('--build builds this checkout: build the one --checkout names there');
  const ports = portsOf(options);
  if (new Set(ports).size !== ports.length) throw new Error(`the API, the storefronts and the floor need different ports (got ${ports.join(', ')})`);
  return options;
}
