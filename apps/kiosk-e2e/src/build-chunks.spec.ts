import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { breakdown, chunkName, gzipBytes, type SizedFile } from '@aurelia/e2e-support';

/** The kiosk's build, as `vite build` left it (this project's test target builds it first). */
const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'kiosk', 'dist');

/** The screens that load on their own (kiosk-app.tsx), by source file. */
const SCREENS = [
  'src/features/device/setup-screen.tsx',
  'src/features/appointments/appointments-screen.tsx',
  'src/features/gift-cards/gift-cards-screen.tsx',
  'src/features/pickups/pickups-screen.tsx',
];

/** No file may come near the one 207 KB gzip chunk the kiosk once was; the largest today is the framework (~95 KB). */
const LARGEST_CHUNK = 120 * 1024;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Vite's build manifest (`build.manifest` in the kiosk's vite.config.ts). */
function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The JavaScript a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function sized(manifest: Record<string, ManifestChunk>, keys: Iterable<string>): SizedFile[] {
  return [...keys].flatMap((key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? [{ name: chunkName(file), gzipBytes: gzipBytes(join(DIST, file)) }] : [];
  });
}

test.describe('the kiosk build', () => {
  test('each screen is a chunk of its own that the first load does not fetch', () => {
    const manifest = readManifest();
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    expect(entry).toBeDefined();
    const firstLoad = staticClosure(manifest, entry ?? '');
    for (const screen of SCREENS) {
      expect(manifest[screen]?.isDynamicEntry, `${screen} is loaded on demand`).toBe(true);
      expect(firstLoad.has(screen), `${screen} is not in the first load`).toBe(false);
      expect(manifest[screen]?.file).toMatch(/\.js$/);
    }
    expect(new Set(SCREENS.map((screen) => manifest[screen]?.file)).size).toBe(SCREENS.length);
  });

  test(`no JavaScript file is over ${LARGEST_CHUNK / 1024} KB gzip`, () => {
    const manifest = readManifest();
    const files = sized(manifest, Object.keys(manifest));
    test.info().annotations.push({ type: 'chunks', description: breakdown(files) });
    const over = files.filter((file) => file.gzipBytes > LARGEST_CHUNK);
    expect(over, breakdown(files)).toEqual([]);
  });
});
