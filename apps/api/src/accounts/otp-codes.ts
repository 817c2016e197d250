import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { otpCodes } from '../db/schema/index';
import { hashSecret, verifySecret } from './passwords';

/** A code is valid 10 minutes, for 5 attempts, once. */
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;

/** Six random digits, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** One-time sign-in codes, stored as argon2id hashes. Only the newest code of a recipient is alive. */
export class OtpCodes {
  constructor(private readonly db: Database) {}

  /** A new code for `recipient` (a lower-cased email); every older code of theirs stops working. */
  async issue(recipient: string): Promise<string> {
    const code = generateOtpCode();
    const codeHash = await hashSecret(code);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(otpCodes)
        .set({ expiresAt: now })
        .where(and(eq(otpCodes.recipient, recipient), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)));
      await tx
        .insert(otpCodes)
        .values({ recipient, codeHash, expiresAt: new Date(now.getTime() + OTP_TTL_MINUTES * 60_000) });
    });
    return code;
  }

  /**
   * Whether `code` is the live code of `recipient`, consuming it when it is. The attempt is counted before the
   * code is compared, in one statement, so parallel guesses cannot exceed {@link OTP_MAX_ATTEMPTS}; a code is
   * consumed by exactly one caller.
   */
  async consume(recipient: string, code: string): Promise<boolean> {
    const live = this.db
      .select({ id: otpCodes.id })
      .from(otpCodes)
      .where(
        and(
          eq(otpCodes.recipient, recipient),
          isNull(otpCodes.consumedAt),
          gt(otpCodes.expiresAt, new Date()),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
        ),
      )
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
      .limit(1);
    const [counted] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, sql`(${live})`), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
      .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash });
    if (!counted || !(await verifySecret(counted.codeHash, code))) return false;
    const [consumed] = await this.db
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.id, counted.id), isNull(otpCodes.consumedAt)))
      .returning({ id: otpCodes.id });
    return Boolean(consumed);
  }
}
