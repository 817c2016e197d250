import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
// Shared with kiosk-e2e; a plain file of the workspace's tools, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { breakdown, chunkName, gzipBytes, kb, type SizedFile } from '../../../tools/e2e/bundle-size';

/** The storefront's client build, as `react-router build` left it (this project's test target builds it first). */
const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'storefront', 'build', 'client');

/**
 * The goal for every catalogue page's first load, gzip (ARCHITECTURE.md): react-dom, react, scheduler and
 * react-router take about 104 KB, Redux Toolkit, immer and react-redux about 11 KB, and the rest is the app's own
 * code and React Router's manifest.
 */
const FIRST_LOAD_GOAL = 140 * 1024;

/**
 * What a first load may cost, gzip: where the build stands today, with 1 KB to spare, so that nothing grows it
 * while the app's code is cut down to the goal. A ceiling only ever moves down, towards FIRST_LOAD_GOAL.
 */
const FIRST_LOAD_CEILINGS = { home: 145.5 * 1024, category: 148.5 * 1024, product: 146.5 * 1024 };

interface ManifestRoute {
  module: string;
  imports?: string[];
}
interface ClientManifest {
  entry: ManifestRoute;
  routes: Record<string, ManifestRoute>;
}

/** React Router's client manifest (`assets/manifest-<hash>.js`, a script setting `window.__reactRouterManifest`). */
function readManifest() {
  const file = readdirSync(join(CLIENT, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${CLIENT}/assets: build the storefront first.`);
  const source = readFileSync(join(CLIENT, 'assets', file), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as ClientManifest;
  return { manifest, path: `/assets/${file}` };
}

/** The scripts a page's first load fetches: the manifest, the entry, the root route and the page's route, with their imports. */
function firstLoad(routeId: string): SizedFile[] {
  const { manifest, path } = readManifest();
  const route = manifest.routes[routeId];
  const root = manifest.routes['root'];
  if (!route || !root) throw new Error(`The manifest has no route "${routeId}" or no root.`);
  const files = new Set([path]);
  for (const part of [manifest.entry, root, route]) for (const file of [part.module, ...(part.imports ?? [])]) files.add(file);
  return [...files].map((file) => ({ name: chunkName(file), gzipBytes: gzipBytes(join(CLIENT, file)) }));
}

test.describe('first-load JavaScript, from the build', () => {
  for (const [page, routeId] of [
    ['home', 'routes/home'],
    ['category', 'routes/category'],
    ['product', 'routes/product'],
  ] as const) {
    test(`the ${page} page's first load stays under its ceiling`, () => {
      const files = firstLoad(routeId);
      const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
      const goal = total <= FIRST_LOAD_GOAL ? `within the ${kb(FIRST_LOAD_GOAL)} goal` : `${kb(total - FIRST_LOAD_GOAL)} over the ${kb(FIRST_LOAD_GOAL)} goal`;
      const description = `${kb(total)} gzip in ${files.length} files (${goal}): ${breakdown(files)}`;
      test.info().annotations.push({ type: 'first load', description });
      expect(total, `${page}: ${description}`).toBeLessThanOrEqual(FIRST_LOAD_CEILINGS[page]);
    });
  }

  test('the first load is a few files, and none of the form controls, account or checkout code', () => {
    const names = firstLoad('routes/product').map((file) => file.name);
    // Each file costs a request and its response headers (about 1.2 KB here, with the security headers).
    expect(names.length, names.join(', ')).toBeLessThanOrEqual(9);
    // The cart's thunks come with the first "Add to bag", redux-persist (persist-cart) once the page is interactive.
    expect(names.filter((name) => /phone-field|text-field|select|date-picker|checkout|account|auth-thunks|cart-thunks|persist-cart/.test(name))).toEqual([]);
  });
});

test.describe('the home page’s hero picture', () => {
  for (const [width, fetched] of [
    [390, false],
    [1280, true],
  ] as const) {
    test(`at ${width} px it is ${fetched ? 'preloaded and fetched once' : 'never fetched, as it is hidden'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/images/home/hero')) requests.push(request.url());
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.locator('head link[rel="preload"][as="image"][media="(min-width: 768px)"]')).toHaveCount(1);
      if (fetched) {
        expect(requests).toHaveLength(1);
        await expect.poll(() => page.locator('.sf-hero__image').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      } else {
        expect(requests).toEqual([]);
      }
    });
  }
});
