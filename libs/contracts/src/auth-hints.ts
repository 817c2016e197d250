/**
 * The error at `email` of a 429 from `POST /auth/login` (with `Retry-After`): clients match it to offer sign-in
 * by code (`/auth/otp/*`), which has limits of its own.
 */
export const SIGN_IN_BY_CODE_HINT = 'Too many tries with a password: sign in with a code emailed to you instead.';
