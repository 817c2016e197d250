import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { siteImages, siteRenderFile } from '../seed/render-site-images';
import { imageProxy, type ImageProxyOptions } from './image-proxy';

/** A bare app serving only the image proxy over a temporary folder of generated images. */
export interface ProxyFixture {
  app: FastifyInstance;
  root: string;
  sourceDir: string;
  cacheDir: string;
  /** The PNG at `images/products/ring.png`. */
  ringPng: Buffer;
  /** The committed WebP render (transparent background) at `images/pieces/ring.webp`. */
  ringWebp: Buffer;
  close(): Promise<void>;
}

let ringPng: Promise<Buffer> | undefined;
let ringWebp: Promise<Buffer> | undefined;

/** A committed render of the seed's site pictures, by name (`category-rings`), at `size` pixels. */
async function committedRender(name: string, size: number): Promise<Buffer> {
  const image = siteImages().find((candidate) => candidate.name === name);
  if (!image) throw new Error(`no site image ${name}`);
  return sharp(siteRenderFile(image)).resize(size, size).webp({ quality: 82 }).toBuffer();
}

/**
 * Source folder `<root>/public` holds `images/products/ring.png` (800 × 800), `images/pieces/ring.webp` (800 × 800,
 * transparent, as the seed serves them), `necklace.jpg`, a corrupt and a
 * truncated PNG, a text file and a symbolic link to `<root>/secret.png`, a valid image outside the folder
 * that must never be served.
 */
export async function createProxyFixture(queue: Pick<ImageProxyOptions, 'concurrency' | 'maxQueued'> = {}): Promise<ProxyFixture> {
  ringWebp ??= committedRender('category-rings', 800);
  const webp = await ringWebp;
  ringPng ??= sharp(webp).png({ compressionLevel: 6 }).toBuffer();
  const ring = await ringPng;
  const root = await mkdtemp(join(tmpdir(), 'image-proxy-'));
  const sourceDir = join(root, 'public');
  const cacheDir = join(root, 'cache');
  const products = join(sourceDir, 'images', 'products');
  await mkdir(products, { recursive: true });
  const necklace = await committedRender('category-necklaces', 400);
  const pieces = join(sourceDir, 'images', 'pieces');
  await mkdir(pieces, { recursive: true });
  await Promise.all([
    writeFile(join(pieces, 'ring.webp'), webp),
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
    ringWebp: webp,
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
