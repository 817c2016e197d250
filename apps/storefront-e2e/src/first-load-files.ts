import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';
import { chunkName, type SizedFile } from '@aurelia/e2e-support';

/** The storefront's client build, as `react-router build` left it (this project's test target builds it first). */
const CLIENT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'storefront', 'build', 'client');

/** React Router's module script, which imports the page's route modules and the entry. */
const MODULE_SCRIPT = /<script[^>]* type="module"[^>]*>([\s\S]*?)<\/script>/;
/** The module preloads React Router renders beside it. */
export const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"/g;
/** A module's static imports (`import * as route0 from "/assets/…"`, `import{…}from"./…"`, `import"./…"`). */
const STATIC_IMPORT = /\b(?:from\s*|import\s*)"([^"]+\.js)"/g;
/** The module script's own dynamic import of the entry (`import("/assets/entry.client-….js")`). */
const ENTRY_IMPORT = /\bimport\("([^"]+\.js)"\)/g;

/**
 * The body bytes the storefront sends for a file to a browser that takes gzip and not brotli, the larger of the
 * two: the build's zopfli copy (tools/vite/precompress.mjs), or the file itself where no copy is
 * smaller. Response headers are not counted.
 */
async function servedGzipBytes(request: APIRequestContext, file: string) {
  const response = await request.head(file, { headers: { 'accept-encoding': 'gzip' } });
  const length = response.headers()['content-length'];
  if (!response.ok() || length === undefined) throw new Error(`HEAD ${file}: ${response.status()}, no Content-Length`);
  return Number(length);
}

/**
 * The scripts the server's HTML for `path` makes the browser fetch before hydration: the modules React Router's
 * module script imports (the page's route modules and the entry) and the module preloads, with
 * everything those files import statically, as the module graph loads them. Found in the build, sized as the
 * server sends them.
 */
export async function firstLoadOf(request: APIRequestContext, path: string): Promise<SizedFile[]> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()}`);
  const html = await response.text();
  const script = MODULE_SCRIPT.exec(html)?.[1];
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  if (script === undefined || preloads.length === 0) throw new Error(`${path}: no module script or no module preloads in the HTML.`);
  return sized(request, withStaticImports([...preloads, ...[...script.matchAll(STATIC_IMPORT), ...script.matchAll(ENTRY_IMPORT)].map((match) => match[1] ?? '')]));
}

/** The files, with everything they import statically, as the module graph loads them. */
function withStaticImports(starts: readonly string[]): Set<string> {
  const pending = [...starts];
  const files = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    const source = readFileSync(join(CLIENT, file), 'utf8');
    for (const [, imported = ''] of source.matchAll(STATIC_IMPORT)) pending.push(new URL(imported, `http://build${file}`).pathname);
  }
  return files;
}

function sized(request: APIRequestContext, files: Set<string>): Promise<SizedFile[]> {
  return Promise.all([...files].sort().map(async (file) => ({ name: chunkName(file), gzipBytes: await servedGzipBytes(request, file) })));
}

interface ManifestEntry {
  module: string;
  imports?: string[];
  hasDefaultExport?: boolean;
}

/** React Router's route manifest as the build wrote it for the browser (`assets/manifest-*.js`), and its path. */
function routeManifest(): { file: string; entry: ManifestEntry; routes: Record<string, ManifestEntry> } {
  const name = readdirSync(join(CLIENT, 'assets')).find((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (!name) throw new Error(`No route manifest in ${CLIENT}/assets: build the storefront first.`);
  const source = readFileSync(join(CLIENT, 'assets', name), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')) as { entry: ManifestEntry; routes: Record<string, ManifestEntry> };
  return { file: `/assets/${name}`, ...manifest };
}

/** The routes that draw a page (not the resource routes: robots.txt, the sitemap, an order's document). */
export function pageRoutes(): string[] {
  return Object.entries(routeManifest().routes)
    .filter(([id, route]) => id !== 'root' && route.hasDefaultExport)
    .map(([id]) => id);
}

/**
 * A route's first load as the build's manifest says, whatever data its page needs: the entry, the root and the route
 * module with the files each lists to preload, the manifest itself, and what those import statically. For a page
 * `firstLoadOf` measures from the server's HTML, the same files.
 */
export function firstLoadOfRoute(request: APIRequestContext, routeId: string): Promise<SizedFile[]> {
  const { file, entry, routes } = routeManifest();
  const parts = [entry, routes['root'], routes[routeId]];
  if (parts.some((part) => part === undefined)) throw new Error(`No route ${routeId} in the manifest.`);
  return sized(request, withStaticImports([file, ...parts.flatMap((part) => [part?.module ?? '', ...(part?.imports ?? [])])]));
}
