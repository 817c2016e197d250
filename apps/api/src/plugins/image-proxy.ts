import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { errorResponseSchema } from '@aurelia/contracts';
import { IMAGE_PROXY_PREFIX } from '@aurelia/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createDiskCache } from '../images/proxy/disk-cache';
import { ifNoneMatchHits, strongEtag } from '../images/proxy/etag';
import { canonicalModifiers, parseModifiers } from '../images/proxy/modifiers';
import { createCachedProducer } from '../images/proxy/single-flight';
import { QueueFullError, createWorkQueue, type WorkQueue } from '../images/proxy/work-queue';
import { findSourceImage, type SourceImage } from '../images/proxy/source-path';
import { CONTENT_TYPES, UnprocessableImageError, transformImage } from '../images/proxy/transform-image';

/** Options of the image proxy. */
export interface ImageProxyOptions {
  /** The folder images are served from: `/_ipx/_/images/a.png` reads `<sourceDir>/images/a.png`. */
  sourceDir: string;
  /** Where transformed images are kept. Safe to delete: entries are remade on demand. */
  cacheDir: string;
  /** Cache misses encoded at once (default 2); the rest wait in line. */
  concurrency?: number;
  /** Cache misses that may wait (default 32); past them a miss is a 503 with Retry-After. */
  maxQueued?: number;
  /** A queue made by the caller (who then sets its sizes), to watch its load; by default one of its own. */
  queue?: WorkQueue;
}

const RETRY_AFTER_SECONDS = 2;

/** Bump when the transformation changes, so results cached the old way are not served. */
const CACHE_VERSION = 2;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const paramsSchema = z.object({
  modifiers: z.string().describe('`key_value` pairs joined by `,` (or `&`): w (required), h (equal to w), f'),
  '*': z.string().describe('Path of the image under the image folder, e.g. `images/products/ring.png`'),
});

const routeSchema = {
  tags: ['images'],
  summary: 'A resized and re-encoded image',
  description:
    'Serves the variants the shop\'s pages use, nothing else: resized to `w` (one of the widths of libs/domain, the ' +
    'image breakpoints times densities 1 and 2), cropped square when `h` equals `w`, encoded as `f` (webp, avif, ' +
    'jpeg, png; the source\'s format by default) at a fixed quality per format. Any other modifier or value is a 400. ' +
    'Never enlarges. Results are cached and immutable; send `If-None-Match` for a 304. Cache misses are encoded a ' +
    'few at a time; when too many wait, 503 with Retry-After.',
  params: paramsSchema,
  response: {
    200: z.unknown().describe('The image bytes, in the requested format (the source format by default)'),
    304: z.null().describe('Not modified: the ETag matched'),
    400: errorResponseSchema.describe('A variant outside the allowed list, or a malformed path'),
    404: errorResponseSchema.describe('No such image'),
    422: errorResponseSchema.describe('The source could not be decoded'),
    503: errorResponseSchema.describe('Too many images are being made: try again after Retry-After seconds'),
  },
};

function cacheKey(canonical: string, source: SourceImage): string {
  const identity = [CACHE_VERSION, canonical, source.relativePath, source.mtimeMs, source.size];
  return createHash('sha256').update(JSON.stringify(identity)).digest('hex');
}

function imageHeaders(reply: FastifyReply, etag: string): FastifyReply {
  // The storefront may run on another origin and embeds these with <img>.
  return reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag)
    .header('cross-origin-resource-policy', 'cross-origin');
}

async function imageRoute(scope: FastifyInstance, options: ImageProxyOptions): Promise<void> {
  // Zod compilers for this route only, whatever the app uses elsewhere.
  scope.setValidatorCompiler(validatorCompiler);
  scope.setSerializerCompiler(serializerCompiler);
  const queue =
    options.queue ??
    createWorkQueue({
      concurrency: options.concurrency ?? 2,
      maxQueued: options.maxQueued ?? 32,
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  const produce = createCachedProducer(createDiskCache(options.cacheDir), (error, key) =>
    scope.log.warn({ err: error, key }, 'image proxy: could not cache a result'),
  );

  scope.withTypeProvider<ZodTypeProvider>().get(`${IMAGE_PROXY_PREFIX}/:modifiers/*`, { schema: routeSchema }, async (request, reply) => {
    const parsed = parseModifiers(request.params.modifiers);
    if (!parsed.ok) return reply.code(400).send({ message: 'Invalid image modifiers', errors: parsed.errors });

    const lookup = await findSourceImage(options.sourceDir, request.params['*']);
    if (!lookup.ok) {
      return reply.code(lookup.status).send(lookup.status === 400 ? { message: lookup.message, errors: lookup.errors } : { message: lookup.message });
    }
    const { source } = lookup;
    const format = parsed.request.format ?? source.format;
    const key = cacheKey(canonicalModifiers(parsed.request, format), source);
    const etag = strongEtag(key);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) return imageHeaders(reply, etag).code(304).send();

    try {
      const image = await produce(key, format, () =>
        queue.run(async () => transformImage(await readFile(source.absolutePath), parsed.request, format)),
      );
      return imageHeaders(reply, etag).type(CONTENT_TYPES[format]).send(image);
    } catch (error) {
      // The file went away between finding and reading it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return reply.code(404).send({ message: 'Image not found' });
      if (error instanceof QueueFullError) {
        return reply.code(503).header('retry-after', String(error.retryAfterSeconds)).send({ message: error.message });
      }
      if (!(error instanceof UnprocessableImageError)) throw error;
      request.log.warn({ err: error.cause, path: source.relativePath }, 'image proxy: unprocessable source');
      return reply.code(422).send({ message: error.message });
    }
  });
}

const imageProxyPlugin: FastifyPluginAsync<ImageProxyOptions> = async (app, options) => {
  await app.register(imageRoute, options);
};

/** `GET /_ipx/<modifiers>/<path>`: resizes, re-encodes and caches the images under `sourceDir`. */
export const imageProxy = fp(imageProxyPlugin, { name: 'image-proxy', fastify: '5.x' });
