import { idempotencyKeySchema } from '@aurelia/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { idempotencyKeys } from '../db/schema/index';
import { ConflictError, ValidationError } from '../errors';
import { currentUser } from '../auth/auth-plugin';
import { claimOrFindKey, fingerprintOf } from './idempotency-keys';

export const STILL_HANDLING_MESSAGE = 'The same request is still being handled: try again in a moment.';

declare module 'fastify' {
  interface FastifyRequest {
    /** The `idempotency_keys` row this request claimed with its Idempotency-Key, to store its answer in. */
    replayClaimId?: number;
  }
}

/**
 * Route hooks that make a signed-in user's request safe to send again (the kiosk resends what the network
 * lost), for routes whose work has no row of its own to answer a replay from. With an `Idempotency-Key`
 * header, the first request claims the key (outside the work's transaction) and its answer is stored; the
 * same request again (method, route, path parameters and body) is answered from the store (header
 * `Idempotent-Replayed: true`) without acting twice; the key with another request is a 422; the key while
 * the first is still running is a 409. A 5xx answer is not kept, so the request may be tried again. Without
 * the header nothing changes.
 */
export function requestReplay(db: Database) {
  async function preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const parsed = idempotencyKeySchema.safeParse(header);
    if (!parsed.success) {
      throw new ValidationError({ 'idempotency-key': parsed.error.issues.map((issue) => issue.message) });
    }
    const fingerprint = fingerprintOf([request.method, request.routeOptions.url, request.params, request.body ?? null]);
    const outcome = await claimOrFindKey(db, currentUser(request).id, parsed.data, fingerprint);
    if (outcome.claimedId !== undefined) {
      request.replayClaimId = outcome.claimedId;
      return;
    }
    const { statusCode, responseBody } = outcome.earlier;
    if (statusCode === null || responseBody === null) throw new ConflictError(STILL_HANDLING_MESSAGE);
    await reply.code(statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(responseBody);
  }

  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const claimId = request.replayClaimId;
    if (claimId === undefined) return payload;
    request.replayClaimId = undefined;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimId));
    } else {
      await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, responseBody: payload }).where(eq(idempotencyKeys.id, claimId));
    }
    return payload;
  }

  return { preHandler, onSend };
}
