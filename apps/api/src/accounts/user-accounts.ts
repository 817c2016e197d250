import type { UpdateProfileBody } from '@aurelia/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/user-presenter';
import type { Database } from '../db/database';
import { authTokens, users } from '../db/schema/index';
import { sqlState } from '../plugins/error-handler';
import { dropCredentialsSetBeforeProof } from './proof-of-address';

export const EMAIL_TAKEN = 'The email has already been taken.';

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  phone_country_number: string;
  phone_country_code: string;
  passwordHash: string;
}

/** Users as the auth routes need them: by email (ignoring case), created, updated, re-keyed. */
export class UserAccounts {
  constructor(private readonly db: Database) {}

  /**
   * The one account with this mobile number (`phone` digits of the dialling code `countryNumber`); undefined when
   * none has it, or when several do (a code could not tell which to sign in to).
   */
  async findByPhone(countryNumber: string, phone: string): Promise<UserRow | undefined> {
    const found = await this.db
      .select()
      .from(users)
      .where(and(eq(users.phoneCountryNumber, countryNumber), eq(users.phone, phone)))
      .limit(2);
    return found.length === 1 ? found[0] : undefined;
  }

  /** The user with this email, compared ignoring case (the unique index is on `lower(email)`). */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return user;
  }

  /**
   * Creates a customer; null when the email is taken (sign-up answers the same either way, so the caller
   * decides what a taken email looks like).
   */
  async create(user: NewUser): Promise<UserRow | null> {
    if (await this.findByEmail(user.email)) return null;
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          name: user.name,
          email: user.email,
          phone: user.phone,
          phoneCountryNumber: user.phone_country_number,
          phoneCountryCode: user.phone_country_code,
          passwordHash: user.passwordHash,
          role: 'customer',
        })
        .returning();
      if (!row) throw new Error('The new user was not returned');
      return row;
    } catch (error) {
      // The unique index on lower(email): a parallel sign-up took it first.
      if (sqlState(error) === '23505') return null;
      throw error;
    }
  }

  /** An id no account has or will have, drawn from the accounts' own sequence (what a new account would get). */
  async unusedId(): Promise<number> {
    const result = (await this.db.execute(sql`select nextval(pg_get_serial_sequence('users', 'id')) as id`)) as unknown as {
      rows: { id: number | string }[];
    };
    return Number(result.rows[0]?.id);
  }

  /** Whether another account than `userId` has `email` (ignoring case). */
  async isEmailTaken(email: string, userId: number): Promise<boolean> {
    const owner = await this.findByEmail(email);
    return owner !== undefined && owner.id !== userId;
  }

  /**
   * Replaces name and phone. The email is not among them: a new address takes effect only when its link is
   * opened (`EmailVerifications.verify`).
   */
  async updateDetails(user: UserRow, details: Omit<UpdateProfileBody, 'email' | 'current_password'>): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({
        name: details.name,
        phone: details.phone,
        phoneCountryNumber: details.phone_country_number,
        phoneCountryCode: details.phone_country_code,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw new Error('The updated user was not returned');
    return row;
  }

  /**
   * Marks the email verified (a code sent to it came back), unless it already is. The first time, the
   * sessions and the password set before are dropped (`dropCredentialsSetBeforeProof`), in the same
   * transaction; `passwordRemoved` says so.
   */
  async markEmailVerified(user: UserRow, now = new Date()): Promise<{ user: UserRow; passwordRemoved: boolean }> {
    if (user.emailVerifiedAt) return { user, passwordRemoved: false };
    return this.db.transaction(async (tx) => {
      // One statement decides, so two codes used at once drop the credentials once.
      const [proven] = await tx
        .update(users)
        .set({ emailVerifiedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
        .returning({ id: users.id });
      if (!proven) {
        const [current] = await tx.select().from(users).where(eq(users.id, user.id));
        return { user: current ?? user, passwordRemoved: false };
      }
      await dropCredentialsSetBeforeProof(tx, user.id, now);
      const [row] = await tx.select().from(users).where(eq(users.id, user.id));
      return { user: row ?? user, passwordRemoved: true };
    });
  }

  /** Replaces the hash of the same password (made with newer parameters); sessions are untouched. */
  async rehashPassword(userId: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  }

  /** Sets a new password hash and revokes every token of the user but `keepTokenHash` (the one in use). */
  async changePassword(userId: number, passwordHash: string, keepTokenHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
      await tx
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(authTokens.userId, userId),
            isNull(authTokens.revokedAt),
            ne(authTokens.tokenHash, keepTokenHash),
          ),
        );
    });
  }
}
