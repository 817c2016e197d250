import type { ImageFormat } from '@aurelia/domain';
import sharp from 'sharp';
import { IMAGE_QUALITY, type ImageRequest } from './modifiers';

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

/**
 * Resizes and re-encodes `input` as the request asks, at the format's fixed quality. Images are never
 * enlarged: a wider request than the source gets the source's size. With a height the image is cropped to
 * cover the square; JPEG replaces transparency with white.
 */
export async function transformImage(input: Buffer, request: ImageRequest, format: ImageFormat): Promise<Buffer> {
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error', autoOrient: true });
    pipeline = pipeline.resize({ width: request.width, height: request.height, fit: 'cover', withoutEnlargement: true });
    switch (format) {
      case 'webp':
        return await pipeline.webp({ quality: IMAGE_QUALITY.webp }).toBuffer();
      case 'avif':
        return await pipeline.avif({ quality: IMAGE_QUALITY.avif, effort: 3 }).toBuffer();
      case 'jpeg':
        return await pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: IMAGE_QUALITY.jpeg, mozjpeg: true }).toBuffer();
      case 'png':
        return await pipeline.png({ compressionLevel: 8 }).toBuffer();
    }
  } catch (error) {
    throw new UnprocessableImageError(error);
  }
}
