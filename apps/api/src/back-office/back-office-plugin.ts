import { and, gt, isNull, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OTP_TTL_MINUTES } from '../accounts/otp-codes';
import type { OtpCodes } from '../accounts/otp-codes';
import type { Database } from '../db/database';
import { otpCodes } from '../db/schema/index';
import { generateToken, hashToken } from '../auth/tokens';

/** The otp_codes recipient of a challenge: the user and the hash of its random part, never the challenge itself. */
const recipientOf = (userId: number, secret: string) => `back-office:${userId}:${hashToken(secret)}`;

/** A challenge issued to an admin after their password: what the second step sends back with the mailed code. */
export interface SignInChallenge {
  challenge: string;
  code: string;
  expiresAt: Date;
}

/**
 * The admins' second factor: a 6-digit code stored hashed in otp_codes (the shop's sign-in codes: 10 minutes, 5
 * attempts, once), under a recipient made from a random challenge, so only the browser that typed the password can
 * finish, and a new sign-in ends the earlier challenges of the same admin.
 */
export class BackOfficeChallenges {
  constructor(
    private readonly db: Database,
    private readonly codes: OtpCodes,
  ) {}

  async issue(userId: number, now = new Date()): Promise<SignInChallenge> {
    await this.db
      .update(otpCodes)
      .set({ expiresAt: now })
      .where(and(like(otpCodes.recipient, `back-office:${userId}:%`), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)));
    const secret = generateToken();
    const code = await this.codes.issue(recipientOf(userId, secret));
    return { challenge: `${userId}.${secret}`, code, expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000) };
  }

  /** The admin whose challenge `code` answers, consuming it; null for a wrong code or a dead or unknown challenge. */
  async consume(challenge: string, code: string): Promise<number | null> {
    const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(challenge);
    if (!match?.[1] || !match[2]) return null;
    const userId = Number(match[1]);
    return (await this.codes.consume(recipientOf(userId, match[2]), code)) ? userId : null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The admins' sign-in challenges (the back office's second factor). */
    backOfficeChallenges: BackOfficeChallenges;
  }
}

export const backOfficePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('backOfficeChallenges', new BackOfficeChallenges(app.db, app.otpCodes));
  },
  { name: 'back-office', dependencies: ['database', 'accounts'] },
);
