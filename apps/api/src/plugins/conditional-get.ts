import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits } from '../images/proxy/etag';

/**
 * A route's `onSend` hook for data every page shows and that rarely changes (settings, categories,
 * attributes, stores, pages): a 200 gets an entity tag, a hash of the exact body; a request naming it in `If-None-Match` gets a
 * body-less 304 instead. The storefront revalidates its cached copies this way on every use, so a change
 * shows at once while an unchanged answer costs a few bytes and no parsing.
 */
export async function conditionalGet(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  // Weak: the bytes on the wire may be compressed differently; the data is what the tag stands for.
  reply.header('etag', `W/${tag}`);
  if (!ifNoneMatchHits(request.headers['if-none-match'], tag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}
