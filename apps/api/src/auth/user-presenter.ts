import type { User } from '@aurelia/contracts';
import { isUsablePasswordHash } from '../accounts/passwords';
import type { users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The user as the wire carries it (libs/contracts `User`): never the password hash, only whether there is none. */
export function presentUser(user: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    phone_country_number: user.phoneCountryNumber,
    phone_country_code: user.phoneCountryCode,
    role: user.role,
    email_verified_at: user.emailVerifiedAt ? user.emailVerifiedAt.toISOString() : null,
    created_at: user.createdAt.toISOString(),
    ...(isUsablePasswordHash(user.passwordHash) ? {} : { password_reset_required: true as const }),
  };
}
