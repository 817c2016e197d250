import { and, eq, isNull } from 'drizzle-orm';
import type { Queries } from '../db/queries';
import { authTokens, emailVerifications, passwordResets, users } from '../db/schema/index';
import { REMOVED_PASSWORD } from './passwords';

/**
 * What proving an address the account had not proven (a code or a link that reached it) does to what was set
 * before: whoever registered or moved the account to that address may not be its owner, so every session
 * made until now is revoked, the password set until now stops working, and the links asked for until now
 * (an email change waiting for its link, a password reset) are spent (OWASP authentication cheat sheet:
 * pre-registration takeover). Run it in the transaction that marks the address verified; a session issued
 * after it (the code's own sign-in) stays valid.
 */
export async function dropCredentialsSetBeforeProof(tx: Queries, userId: number, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash: REMOVED_PASSWORD, updatedAt: now }).where(eq(users.id, userId));
  await tx
    .update(authTokens)
    .set({ revokedAt: now })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  await tx
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)));
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
