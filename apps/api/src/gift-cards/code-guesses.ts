import type { FastifyReply, FastifyRequest } from 'fastify';
import { AttemptLimiter } from '../accounts/attempt-limiter';
import { TooManyAttemptsError } from '../accounts/auth-limits';
import { currentUser } from '../auth/auth-plugin';
import { HttpError } from '../errors';

const MINUTE = 60_000;

/** Wrong codes a user, or an IP, may try in 15 minutes before a lookup by code answers 429. */
export const GIFT_CARD_GUESS_LIMITS = { perUser: 10, perIp: 30, windowMs: 15 * MINUTE } as const;

/**
 * Counts wrong gift card codes per signed-in user and per IP, shared by the web balance check and the
 * kiosk's look-up and redemption, so a code cannot be guessed faster through one than through another.
 */
export class GiftCardCodeGuesses {
  private readonly perUser = new AttemptLimiter({ limit: GIFT_CARD_GUESS_LIMITS.perUser, windowMs: GIFT_CARD_GUESS_LIMITS.windowMs });
  private readonly perIp = new AttemptLimiter({ limit: GIFT_CARD_GUESS_LIMITS.perIp, windowMs: GIFT_CARD_GUESS_LIMITS.windowMs });

  /**
   * Runs `lookup` unless the caller has guessed wrong too often (429 with Retry-After, before the code is
   * looked at); an error that `isWrongCode` recognises (a 404 by default) counts as a wrong guess.
   */
  async attempt<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    lookup: () => Promise<T>,
    isWrongCode: (error: unknown) => boolean = (error) => error instanceof HttpError && error.statusCode === 404,
  ): Promise<T> {
    const userKey = `user:${currentUser(request).id}`;
    const ipKey = `ip:${request.ip}`;
    const wait = Math.max(this.perUser.retryAfter(userKey), this.perIp.retryAfter(ipKey));
    if (wait > 0) {
      void reply.header('retry-after', String(wait));
      throw new TooManyAttemptsError(wait, 'gift card codes');
    }
    try {
      return await lookup();
    } catch (error) {
      if (isWrongCode(error)) {
        this.perUser.hit(userKey);
        this.perIp.hit(ipKey);
      }
      throw error;
    }
  }
}
