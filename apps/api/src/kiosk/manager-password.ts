import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { accountAtIp, enforceLimits, hitAll, type AuthLimiters } from '../accounts/auth-limits';
import { verifySecret } from '../accounts/passwords';
import type { UserRow } from '../auth/user-presenter';
import type { Database } from '../db/database';
import { users } from '../db/schema/index';
import { ForbiddenError, ValidationError } from '../errors';

export const MANAGER_CREDENTIALS_MISMATCH = 'These credentials do not match our records.';
export const NOT_THIS_STORES_MANAGER = 'Only a manager of this store can do this.';

/**
 * A manager's password typed again at a counter, for an action only a manager may take there. Wrong passwords
 * are limited as sign-in's are (`accounts/auth-limits.ts`: per account and address, per account with growing
 * delays), 429 with `Retry-After` past them.
 */
export class ManagerPasswords {
  constructor(
    private readonly db: Database,
    /** The app's sign-in limiters (`app.authLimits`): these failures count toward `/auth/login`'s limits too. */
    private readonly limits: AuthLimiters,
  ) {}

  /** The signed-in user's own password (422 at `password` when wrong). */
  async confirm(reply: FastifyReply, ip: string, user: UserRow, password: string): Promise<void> {
    await this.check(reply, ip, user.email, user, password, 'password');
  }

  /**
   * The manager of `storeId` whose email and password were typed: 422 at `password` for wrong credentials,
   * 403 for anyone who is not a manager of that store.
   */
  async managerOf(reply: FastifyReply, ip: string, storeId: number, email: string, password: string): Promise<UserRow> {
    const [user] = await this.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
    await this.check(reply, ip, email, user, password, 'password');
    if (!user || user.role !== 'staff' || !user.isManager || user.storeId !== storeId) throw new ForbiddenError(NOT_THIS_STORES_MANAGER);
    return user;
  }

  private async check(reply: FastifyReply, ip: string, email: string, user: UserRow | undefined, password: string, field: string) {
    const account = email.toLowerCase();
    const checks = [
      [this.limits.passwordFailuresPerAccountIp, accountAtIp(account, ip)],
      [this.limits.passwordFailuresPerAccount, account],
      [this.limits.loginFailuresPerIp, ip],
    ] as const;
    enforceLimits(reply, 'password attempts', checks);
    // Checked against a dummy hash when there is no such user, so the answer and its timing are the same.
    if (!(await verifySecret(user?.passwordHash, password)) || !user) {
      hitAll(checks);
      throw new ValidationError({ [field]: [MANAGER_CREDENTIALS_MISMATCH] });
    }
    this.limits.passwordFailuresPerAccountIp.clear(accountAtIp(account, ip));
    this.limits.passwordFailuresPerAccount.clear(account);
  }
}
