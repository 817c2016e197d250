import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWorkQueue } from '../images/proxy/work-queue';
import { buildTestApp } from '../test/build-test-app';
import { createProxyFixture } from './image-proxy.test-fixture';

// The route's queue, as the app would make it, handed in so the test can see the misses take their places.
const queue = createWorkQueue({ concurrency: 2, maxQueued: 32, retryAfterSeconds: 2 });

const BIG_WIDTHS = [3072, 2560, 2048, 1536, 1280, 1024];
const BIG = 'images/products/big.png';

let app: FastifyInstance;

/** A square of noise, the costliest kind of picture to encode as AVIF; each big width gets all of it. */
async function bigNoisyPng(): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 40 } as const;
  return sharp({ create: { width: 320, height: 320, channels: 3, background: '#808080', noise } }).png({ compressionLevel: 1 }).toBuffer();
}

beforeAll(async () => {
  const built = await buildTestApp({ imageQueue: queue });
  app = built.app;
  const products = join(built.config.dataDir, 'public', 'images', 'products');
  await mkdir(products, { recursive: true });
  await writeFile(join(products, 'big.png'), await bigNoisyPng());
});
afterAll(async () => {
  await app?.close();
});

describe('image cache misses wait in a small queue', () => {
  it('six AVIF misses for the largest widths at once do not hold up a cached image or the product list', async () => {
    const small = `/_ipx/w_320,f_webp/${BIG}`;
    expect((await app.inject({ method: 'GET', url: small })).statusCode).toBe(200);

    const finished: string[] = [];
    const timed = (name: string, url: string) =>
      app.inject({ method: 'GET', url }).then((response) => {
        finished.push(name);
        return response;
      });
    const misses = BIG_WIDTHS.map((width) => timed(`miss ${width}`, `/_ipx/w_${width},h_${width},f_avif/${BIG}`));
    // Every miss is encoding or waiting its turn before the others ask.
    await vi.waitFor(() => expect(queue.load).toEqual({ running: 2, queued: BIG_WIDTHS.length - 2 }));
    const [hit, products] = await Promise.all([timed('cached hit', small), timed('products', '/api/v1/products?per_page=12')]);

    expect(hit.statusCode).toBe(200);
    expect(products.statusCode).toBe(200);
    const responses = await Promise.all(misses);
    expect(responses.map((response) => response.statusCode)).toEqual(BIG_WIDTHS.map(() => 200));
    expect(responses.map((response) => response.headers['content-type'])).toEqual(BIG_WIDTHS.map(() => 'image/avif'));
    // Answered while the first misses were still encoding, not after them.
    expect(finished.slice(0, 2).sort()).toEqual(['cached hit', 'products']);
  });

  it('answers 503 with Retry-After once the line is full, and serves again afterwards', async () => {
    const fixture = await createProxyFixture({ concurrency: 1, maxQueued: 1 });
    try {
      const urls = ['w_320,f_webp', 'w_640,f_webp', 'w_1024,f_webp', 'w_640,f_png'].map((modifiers) => `/_ipx/${modifiers}/images/products/ring.png`);
      const responses = await Promise.all(urls.map((url) => fixture.app.inject({ method: 'GET', url })));
      const refused = responses.filter((response) => response.statusCode === 503);
      expect(refused.length).toBeGreaterThanOrEqual(1);
      for (const response of refused) {
        expect(response.headers['retry-after']).toBe('2');
        expect(response.json()).toEqual({ message: 'The image service is busy: try again in a moment.' });
      }
      expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(2);
      const again = await fixture.app.inject({ method: 'GET', url: urls[3] ?? '' });
      expect(again.statusCode).toBe(200);
    } finally {
      await fixture.close();
    }
  });
});
