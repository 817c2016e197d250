import { createHash } from 'node:crypto';
import { idempotencyKeySchema } from '@aurelia/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { requestReplays } from '../db/schema/index';
import { ConflictError, ValidationError } from '../errors';
import { currentUser } from '../auth/auth-plugin';

export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for another request: send a new key.';
export const STILL_HANDLING_MESSAGE = 'The same request is still being handled: try again in a moment.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `request_replays` row this request claimed with its Idempotency-Key, to store its answer in. */
    replayClaimId?: number;
  }
}

/** What makes two requests "the same": method, route, path parameters and body. */
function fingerprintOf(request: FastifyRequest): string {
  const content = JSON.stringify([request.method, request.routeOptions.url, request.params, request.body ?? null]);
  return createHash('sha256').update(content).digest('hex');
}

/**
 * Route hooks that make a signed-in user's request safe to send again (issue 8: the kiosk resends what the
 * network lost). With an `Idempotency-Key` header, the first request claims the key and its answer is
 * stored; the same request again is answered from the store (header `Idempotent-Replayed: true`) without
 * acting twice; the key with another request is a 422; the key while the first is still running is a 409.
 * A 5xx answer is not kept, so the request may be tried again. Without the header nothing changes.
 */
export function requestReplay(db: Database) {
  async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      throw new ValidationError({ 'Idempotency-Key': parsed.error.issues.map((issue) => issue.message) });
    }
    const userId = currentUser(request).id;
    const fingerprint = fingerprintOf(request);
    const [claimed] = await db
      .insert(requestReplays)
      .values({ userId, key: parsed.data, fingerprint })
      .onConflictDoNothing({ target: [requestReplays.userId, requestReplays.key] })
      .returning({ id: requestReplays.id });
    if (claimed) {
      request.replayClaimId = claimed.id;
      return;
    }
    const [earlier] = await db
      .select()
      .from(requestReplays)
      .where(and(eq(requestReplays.userId, userId), eq(requestReplays.key, parsed.data)));
    if (!earlier || earlier.fingerprint !== fingerprint) throw new ValidationError({ 'Idempotency-Key': [KEY_REUSED_MESSAGE] }, KEY_REUSED_MESSAGE);
    if (earlier.statusCode === null || earlier.responseBody === null) throw new ConflictError(STILL_HANDLING_MESSAGE);
    await reply
      .code(earlier.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(earlier.responseBody);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claimId = request.replayClaimId;
    if (claimId === undefined) return payload;
    request.replayClaimId = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(requestReplays).where(eq(requestReplays.id, claimId));
    } else {
      await db.update(requestReplays).set({ statusCode: reply.statusCode, responseBody: payload }).where(eq(requestReplays.id, claimId));
    }
    return payload;
  }

  return { preHandler, onSend };
}
