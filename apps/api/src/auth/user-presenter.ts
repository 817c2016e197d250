import type { User } from '@aurelia/contracts';
import type { users } from '../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The user as the wire carries it (libs/contracts `User`): never the password hash. */
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
  };
}
