/* eslint-disable @nx/enforce-module-boundaries -- the tool renders exactly the designs the API's seed uses, so it asks the seed's code. */
// Renders every design the seeded catalogue (and the home page) uses with libs/piece-scenes in headless Chromium,
// and writes them as WebP where the API's seed copies them from (apps/api/assets). Run with:
//
//   nice -n 10 npx tsx tools/render-pieces/render.ts [--force] [--only <kind,kind…>] [--sample] [--out <dir>]
//
// Renders already there are kept unless --force; renders no design uses any more are removed. --sample renders one
// design of each kind (to look at a change quickly), --out writes somewhere else than apps/api/assets.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { PIECE_IMAGE_QUALITY, PIECES_DIR, SITE_RENDERS_DIR } from '../../apps/api/src/seed/render-images';
import { pieceRenders } from '../../apps/api/src/seed/render-images-list';
import { DEFAULT_SEED } from '../../apps/api/src/seed/seed-database';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.includes('--only') ? (args[args.indexOf('--only') + 1] ?? '').split(',') : undefined;
const sample = args.includes('--sample');
const outIndex = args.indexOf('--out');
const piecesDir = outIndex >= 0 ? join(args[outIndex + 1] ?? '', 'pieces') : PIECES_DIR;
const siteDir = outIndex >= 0 ? join(args[outIndex + 1] ?? '', 'site') : SITE_RENDERS_DIR;

async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'tools/render-pieces/page.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    tsconfig: join(root, 'tsconfig.base.json'),
    logLevel: 'warning',
  });
  return result.outputFiles[0]?.text ?? '';
}

/** Chromium raises its own processes' priority; on a shared machine they stay as nice as this one. */
function keepChildrenNice(): void {
  const children = (pid: number): number[] => {
    try {
      const direct = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
      return direct.flatMap((child) => [child, ...children(child)]);
    } catch {
      return [];
    }
  };
  const priority = getPriority();
  for (const child of children(process.pid)) {
    try {
      setPriority(child, priority);
    } catch {
      // Gone meanwhile, or not ours to change.
    }
  }
}

async function main(): Promise<void> {
  const firstOfKind = new Map<string, string>();
  const jobs = pieceRenders(DEFAULT_SEED, { piecesDir, siteDir }).filter((job) => {
    if (only && !only.includes(job.design.kind)) return false;
    if (!sample) return true;
    if (!firstOfKind.has(job.design.kind)) firstOfKind.set(job.design.kind, job.key);
    return firstOfKind.get(job.design.kind) === job.key;
  });
  const wanted = new Set(jobs.map((job) => job.file));
  mkdirSync(piecesDir, { recursive: true });
  mkdirSync(siteDir, { recursive: true });
  if (!only && !sample) {
    for (const dir of [piecesDir, siteDir]) {
      for (const name of readdirSync(dir)) if (!wanted.has(join(dir, name))) rmSync(join(dir, name));
    }
  }
  const todo = jobs.filter((job) => force || !existsSync(job.file));
  console.log(`${jobs.length} renders of ${new Set(jobs.map((j) => j.key)).size} designs; ${todo.length} to make`);
  if (todo.length === 0) return;

  const script = await bundlePage();
  const browser = await chromium.launch({
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-dev-shm-usage'],
  });
  keepChildrenNice();
  const started = Date.now();
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
    page.on('pageerror', (error) => console.error(error));
    await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
    await page.addScriptTag({ content: script });
    let done = 0;
    for (const job of todo) {
      const dataUrl = await page.evaluate(
        ({ design, view, size }) => (globalThis as unknown as { renderPiece: (d: unknown, v: number, s: number) => string }).renderPiece(design, view, size),
        { design: job.design, view: job.view, size: job.size },
      );
      const png = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
      writeFileSync(job.file, await sharp(png).webp({ quality: PIECE_IMAGE_QUALITY, alphaQuality: 90, effort: 6, smartSubsample: true }).toBuffer());
      done++;
      if (done === 1) keepChildrenNice();
      if (done % 20 === 0 || done === todo.length) {
        console.log(`${done}/${todo.length} in ${Math.round((Date.now() - started) / 1000)} s`);
      }
    }
  } finally {
    await browser.close();
  }
  const bytes = [piecesDir, siteDir].flatMap((dir) => readdirSync(dir).map((name) => statSync(join(dir, name)).size)).reduce((a, b) => a + b, 0);
  console.log(`rendered ${todo.length} in ${Math.round((Date.now() - started) / 1000)} s; ${(bytes / 1e6).toFixed(1)} MB in all`);
}

// A failure rejects the top-level await: Node prints it and exits with 1.
await main();
