import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { authTokens, passwordResets, users } from '../db/schema/index';

/** A reset link works for 60 minutes, once. */
export const RESET_TTL_MINUTES = 60;

/** Password reset tokens: 256 random bits, stored as SHA-256 hashes; only the newest of a user is alive. */
export class PasswordResets {
  constructor(private readonly db: Database) {}

  /** A new token for the user; their older unused tokens stop working. */
  async issue(userId: number): Promise<string> {
    const token = generateToken();
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + RESET_TTL_MINUTES * 60_000),
      });
    });
    return token;
  }

  /**
   * Uses `token` for the account of `email`: sets the new password hash, marks the email verified (the link
   * reached it) and revokes every bearer token of the user, all at once. False, changing nothing, when the
   * token is unknown, used, expired or belongs to another email.
   */
  async reset(email: string, token: string, passwordHash: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      const owner = tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      // One statement decides, so a token can be used once even by two requests at the same moment.
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
            inArray(passwordResets.userId, owner),
          ),
        )
        .returning({ userId: passwordResets.userId });
      if (!used) return false;
      await tx
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: now })
        .where(eq(users.id, used.userId));
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(eq(authTokens.userId, used.userId), isNull(authTokens.revokedAt)));
      return true;
    });
  }
}
