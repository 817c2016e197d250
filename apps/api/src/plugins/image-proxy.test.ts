import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxyFixture, type ProxyFixture } from './image-proxy.test-fixture';

let fixture: ProxyFixture;
beforeAll(async () => {
  fixture = await createProxyFixture();
});
afterAll(async () => {
  await fixture.close();
});

async function get(url: string) {
  return fixture.app.inject({ method: 'GET', url });
}

describe('the image proxy resizes and re-encodes', () => {
  it('serves a 320 px WebP with immutable cache headers', async () => {
    const response = await get('/_ipx/w_320,f_webp/images/products/ring.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });
  });

  it('fits into a box with a background colour (h, fit_contain, b)', async () => {
    const response = await get('/_ipx/w_640&h_320&fit_contain&b_f00&f_png/images/products/ring.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(response.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([640, 320]);
    const leftEdge = (160 * info.width + 5) * info.channels;
    expect([...data.subarray(leftEdge, leftEdge + 3)]).toEqual([255, 0, 0]);
  });

  it('encodes AVIF', async () => {
    const response = await get('/_ipx/w_320,f_avif/images/products/ring.png');
    expect(response.headers['content-type']).toBe('image/avif');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 320 });
  });

  it('encodes JPEG at the quality asked for', async () => {
    const low = await get('/_ipx/w_640,f_jpeg,q_20/images/products/ring.png');
    const high = await get('/_ipx/w_640,f_jpg,q_95/images/products/ring.png');
    expect(low.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(high.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length / 2);
  });

  it('keeps the source format and size without modifiers', async () => {
    const png = await get('/_ipx/_/images/products/ring.png');
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 800 });
    const jpeg = await get('/_ipx/w_320/images/products/necklace.jpg');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
  });

  it('never enlarges: a width beyond the source gets the source width', async () => {
    const response = await get('/_ipx/w_2048,f_webp/images/products/ring.png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 800 });
  });
});

describe('the image proxy refuses bad modifiers', () => {
  it('answers 400 with errors.w for a width that is not allowed', async () => {
    const response = await get('/_ipx/w_300/images/products/ring.png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Invalid image modifiers', errors: { w: [expect.stringContaining('320, 640')] } });
  });

  it('answers 400 for an unknown modifier', async () => {
    const response = await get('/_ipx/w_320,blur_5/images/products/ring.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('modifiers');
  });

  it('answers 400 for a height over 3072, a bad quality, format, fit or colour', async () => {
    const response = await get('/_ipx/h_4000,q_0,f_gif,fit_crop,b_xyz/images/products/ring.png');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['b', 'f', 'fit', 'h', 'q']);
  });
});

describe('the image proxy answers for missing and unreadable images', () => {
  it('answers 404 for a missing image', async () => {
    const response = await get('/_ipx/w_320/images/products/nope.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });

  it('answers 400 for a file that is not an image type', async () => {
    const response = await get('/_ipx/_/images/products/notes.txt');
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('not an image');
  });

  it.each(['broken.png', 'truncated.png'])('answers 422, not 500, for a corrupt source (%s)', async (name) => {
    const response = await get(`/_ipx/w_320,f_webp/images/products/${name}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The image could not be processed' });
  });
});
