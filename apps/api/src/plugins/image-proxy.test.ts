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

  it('crops square when the height equals the width', async () => {
    const response = await get('/_ipx/w_640&h_640&f_png/images/products/ring.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 640, height: 640 });
  });

  it('encodes AVIF', async () => {
    const response = await get('/_ipx/w_320,f_avif/images/products/ring.png');
    expect(response.headers['content-type']).toBe('image/avif');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 320 });
  });

  it('encodes JPEG (jpg too) at its fixed quality, and keeps the source format without f', async () => {
    const jpeg = await get('/_ipx/w_640,f_jpeg/images/products/ring.png');
    const jpg = await get('/_ipx/w_640,f_jpg/images/products/ring.png');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640 });
    expect(jpg.headers.etag).toBe(jpeg.headers.etag);
    const source = await get('/_ipx/w_320/images/products/necklace.jpg');
    expect(source.headers['content-type']).toBe('image/jpeg');
  });

  it('serves the committed WebP renders as AVIF and WebP at the served widths, keeping their transparency', async () => {
    for (const [format, metadataFormat] of [['avif', 'heif'], ['webp', 'webp']] as const) {
      const response = await get(`/_ipx/w_320,f_${format}/images/pieces/ring.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(`image/${format}`);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: metadataFormat, width: 320, hasAlpha: true });
    }
    const jpeg = await get('/_ipx/w_640,f_jpeg/images/pieces/ring.webp');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 640, hasAlpha: false });
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

  it('answers 400 for any variant outside the list: another height, a quality, fit or background, no width', async () => {
    for (const [modifiers, fields] of [
      ['w_640,h_320', ['h']],
      ['w_320,h_4000', ['h']],
      ['w_320,q_80', ['q']],
      ['w_320,q_20,f_avif', ['q']],
      ['w_320,fit_contain', ['fit']],
      ['w_320,b_ffffff', ['b']],
      ['_', ['w']],
      ['f_avif', ['w']],
      ['h_3072', ['h', 'w']],
      ['w_3073,f_gif', ['f', 'w']],
    ] as const) {
      const response = await get(`/_ipx/${modifiers}/images/products/ring.png`);
      expect(response.statusCode, modifiers).toBe(400);
      expect(response.json().message).toBe('Invalid image modifiers');
      expect(Object.keys(response.json().errors).sort(), modifiers).toEqual(fields);
    }
  });
});

describe('the image proxy answers for missing and unreadable images', () => {
  it('answers 404 for a missing image', async () => {
    const response = await get('/_ipx/w_320/images/products/nope.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Image not found' });
  });

  it('answers 400 for a file that is not an image type', async () => {
    const response = await get('/_ipx/w_320/images/products/notes.txt');
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('not an image');
  });

  it.each(['broken.png', 'truncated.png'])('answers 422, not 500, for a corrupt source (%s)', async (name) => {
    const response = await get(`/_ipx/w_320,f_webp/images/products/${name}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'The image could not be processed' });
  });
});
