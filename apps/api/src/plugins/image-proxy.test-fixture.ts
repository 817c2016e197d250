import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { renderProductImage } from '../images/render-product-image';
import { imageProxy, type ImageProxyOptions } from './image-proxy';

/** A bare app serving only the image proxy over a temporary folder of generated images. */
export interface ProxyFixture {
  app: FastifyInstance;
  root: string;
  sourceDir: string;
  cacheDir: string;
  /** The PNG at `images/products/ring.png`. */
  ringPng: Buffer;
  close(): Promise<void>;
}

let ringPng: Promise<Buffer> | undefined;

/**
 * Source folder `<root>/public` holds `images/products/ring.png` (800 × 800), `necklace.jpg`, a corrupt and a
 * truncated PNG, a text file and a symbolic link to `<root>/secret.png`, a valid image outside the folder
 * that must never be served.
 */
export async function createProxyFixture(queue: Pick<ImageProxyOptions, 'concurrency' | 'maxQueued'> = {}): Promise<ProxyFixture> {
  ringPng ??= renderProductImage({ seed: 1, category: 'rings', metal: 'yellow-gold', stone: 'diamond', view: 0 });
  const ring = await ringPng;
  const root = await mkdtemp(join(tmpdir(), 'image-proxy-'));
  const sourceDir = join(root, 'public');
  const cacheDir = join(root, 'cache');
  const products = join(sourceDir, 'images', 'products');
  await mkdir(products, { recursive: true });
  const necklace = await renderProductImage({ seed: 2, category: 'necklaces', metal: 'rose-gold', stone: 'ruby', view: 0 }, 400);
  await Promise.all([
    writeFile(join(products, 'ring.png'), ring),
    writeFile(join(products, 'necklace.jpg'), await sharp(necklace).jpeg().toBuffer()),
    writeFile(join(products, 'broken.png'), Buffer.from('this is not an image at all')),
    writeFile(join(products, 'truncated.png'), ring.subarray(0, Math.floor(ring.length / 3))),
    writeFile(join(products, 'notes.txt'), 'not an image'),
    writeFile(join(root, 'secret.png'), ring),
  ]);
  await symlink(join(root, 'secret.png'), join(products, 'escape.png'));
  const app = Fastify();
  await app.register(imageProxy, { sourceDir, cacheDir, ...queue });
  await app.ready();
  return {
    app,
    root,
    sourceDir,
    cacheDir,
    ringPng: ring,
    async close() {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** Every file under the cache folder, relative to it. */
export async function cacheFiles(cacheDir: string): Promise<string[]> {
  try {
    const entries = await readdir(cacheDir, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(cacheDir, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}
