import type { UpdateProfileBody } from '@aurelia/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/user-presenter';
import type { Database } from '../db/database';
import { authTokens, users } from '../db/schema/index';
import { ValidationError } from '../errors';
import { sqlState } from '../plugins/error-handler';

export const EMAIL_TAKEN = 'The email has already been taken.';

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  phone_country_number: string;
  phone_country_code: string;
  passwordHash: string;
}

/** A unique-index violation on the email becomes the 422 the form shows at `email`. */
function refuseTakenEmail(error: unknown): never {
  if (sqlState(error) === '23505') throw new ValidationError({ email: [EMAIL_TAKEN] });
  throw error;
}

/** Users as the auth routes need them: by email (ignoring case), created, updated, re-keyed. */
export class UserAccounts {
  constructor(private readonly db: Database) {}

  /** The user with this email, compared ignoring case (the unique index is on `lower(email)`). */
  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    return user;
  }

  /** Creates a customer; 422 at `email` when the email is taken. */
  async create(user: NewUser): Promise<UserRow> {
    if (await this.findByEmail(user.email)) throw new ValidationError({ email: [EMAIL_TAKEN] });
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
      .returning()
      .catch(refuseTakenEmail);
    if (!row) throw new Error('The new user was not returned');
    return row;
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

  /** Marks the email verified (a code or a link sent to it came back), unless it already is. */
  async markEmailVerified(user: UserRow): Promise<UserRow> {
    if (user.emailVerifiedAt) return user;
    const [row] = await this.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? user;
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
