import type { UserRow } from './user-presenter';
import { ForbiddenError } from '../errors';

/** The 403 of what an account holds of value (carat coins, gold plans) before its address is proven. */
export const VERIFY_EMAIL_FIRST = 'Verify your email first: open the link we emailed you, or sign in with a code sent to your address.';

/**
 * 403 {@link VERIFY_EMAIL_FIRST} unless the account's address is proven: until then whoever registered it
 * need not own the address, so it must hold nothing the owner would later lose to them.
 */
export function requireVerifiedEmail(user: Pick<UserRow, 'emailVerifiedAt'>): void {
  if (!user.emailVerifiedAt) throw new ForbiddenError(VERIFY_EMAIL_FIRST);
}
