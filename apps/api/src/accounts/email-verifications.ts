import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/tokens';
import type { UserRow } from '../auth/user-presenter';
import type { Database } from '../db/database';
import { emailVerifications, users } from '../db/schema/index';
import { sqlState } from '../plugins/error-handler';
import { dropCredentialsSetBeforeProof } from './proof-of-address';

/** A verification link works for 24 hours, once. */
export const VERIFY_TTL_HOURS = 24;

/** What using a link did: the account it verified, or why nothing changed. */
export type VerifyOutcome = { ok: true; user: UserRow; passwordRemoved: boolean } | { ok: false; reason: 'invalid' | 'taken' };

/**
 * Email verification links: 256 random bits stored as SHA-256 hashes, each for one address. The link of a
 * new account verifies its address; the link of an email change replaces the account's address with the new
 * one, which until then stays as it was (see `PUT /user`). Only a user's newest link is alive.
 */
export class EmailVerifications {
  constructor(private readonly db: Database) {}

  /** A new link token for `email`; the user's older unused links stop working. */
  async issue(userId: number, email: string, now = new Date()): Promise<string> {
    const token = generateToken();
    await this.db.transaction(async (tx) => {
      await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
      await tx.insert(emailVerifications).values({
        userId,
        email,
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + VERIFY_TTL_HOURS * 3_600_000),
      });
    });
    return token;
  }

  /** The other address a user asked to change to and has not verified yet, if any. */
  async pendingEmail(user: Pick<UserRow, 'id' | 'email'>, now = new Date()): Promise<string | null> {
    const [row] = await this.db
      .select({ email: emailVerifications.email })
      .from(emailVerifications)
      .where(
        and(
          eq(emailVerifications.userId, user.id),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
          ne(sql`lower(${emailVerifications.email})`, user.email.toLowerCase()),
        ),
      )
      .orderBy(desc(emailVerifications.id))
      .limit(1);
    return row?.email ?? null;
  }

  /**
   * Uses a link: the account takes the link's address (if it changed) and is verified, in one transaction.
   * When that proves an address the account had not proven (its first verification, or a new address), the
   * sessions and the password set before are dropped too (`dropCredentialsSetBeforeProof`): whoever asked
   * for the link need not own the address. Re-verifying a verified address changes nothing else. An unknown,
   * used or expired token changes nothing (`invalid`); so does an address another account took meanwhile
   * (`taken`).
   */
  async verify(token: string, now = new Date()): Promise<VerifyOutcome> {
    try {
      return await this.db.transaction(async (tx): Promise<VerifyOutcome> => {
        // One statement decides, so a link is used once even by two requests at the same moment.
        const [link] = await tx
          .update(emailVerifications)
          .set({ usedAt: now })
          .where(
            and(eq(emailVerifications.tokenHash, hashToken(token)), isNull(emailVerifications.usedAt), gt(emailVerifications.expiresAt, now)),
          )
          .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
        if (!link) return { ok: false, reason: 'invalid' };
        // Locked, so a code used at the same moment sees this proof and drops nothing twice.
        const [before] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
        if (!before) return { ok: false, reason: 'invalid' };
        const firstProof = !before.emailVerifiedAt || before.email.toLowerCase() !== link.email.toLowerCase();
        const [updated] = await tx
          .update(users)
          .set({ email: link.email, emailVerifiedAt: firstProof ? now : before.emailVerifiedAt, updatedAt: now })
          .where(eq(users.id, link.userId))
          .returning();
        if (!updated) return { ok: false, reason: 'invalid' };
        if (!firstProof) return { ok: true, user: updated, passwordRemoved: false };
        await dropCredentialsSetBeforeProof(tx, updated.id, now);
        const [user] = await tx.select().from(users).where(eq(users.id, updated.id));
        return { ok: true, user: user ?? updated, passwordRemoved: true };
      });
    } catch (error) {
      // The unique index on lower(email): another account has the address now.
      if (sqlState(error) === '23505') return { ok: false, reason: 'taken' };
      throw error;
    }
  }
}
