import type { ImageFormat } from '@aurelia/domain';
import sharp from 'sharp';
import type { ImageRequest } from './modifiers';

/** Sources beyond this many pixels are refused rather than decoded (decompression bombs). */
export const MAX_SOURCE_PIXELS = 40_000_000;

/** The MIME type of each output format. */
export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** A source image sharp could not decode or transform: the caller answers 422, not 500. */
export class UnprocessableImageError extends Error {
  constructor(cause: unknown) {
    super('The image could not be processed', { cause });
    this.name = 'UnprocessableImageError';
  }
}

function rgb(hex: string): { r: number; g: number; b: number } {
  return { r: parseInt(hex.slice(0, 2), 16), g: parseInt(hex.slice(2, 4), 16), b: parseInt(hex.slice(4, 6), 16) };
}

/**
 * Resizes and re-encodes `input` as the request asks. Images are never enlarged: a wider request than the
 * source gets the source's size. The background fills the letterbox of `fit_contain` and, for JPEG,
 * replaces transparency (white by default).
 */
export async function transformImage(input: Buffer, request: ImageRequest, format: ImageFormat): Promise<Buffer> {
  const background = request.background === undefined ? undefined : rgb(request.background);
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', autoOrient: true });
    if (request.width !== undefined || request.height !== undefined) {
      pipeline = pipeline.resize({
        width: request.width,
        height: request.height,
        fit: request.fit ?? 'cover',
        background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
        withoutEnlargement: true,
      });
    }
    if (format === 'jpeg') pipeline = pipeline.flatten({ background: background ?? '#ffffff' });
    const quality = request.quality;
    switch (format) {
      case 'webp':
        return await pipeline.webp({ quality }).toBuffer();
      case 'avif':
        return await pipeline.avif({ quality, effort: 3 }).toBuffer();
      case 'jpeg':
        return await pipeline.jpeg({ quality, mozjpeg: true }).toBuffer();
      case 'png':
        return await pipeline.png({ compressionLevel: 8 }).toBuffer();
    }
  } catch (error) {
    throw new UnprocessableImageError(error);
  }
}
