import { createHash, randomBytes } from 'node:crypto';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@aurelia/domain';

/** Bearer tokens live as long as the auth cookie that carries them (docs/behaviour.md §9: 7 days). */
export const TOKEN_TTL_MS = AUTH_COOKIE_MAX_AGE_SECONDS * 1000;

/** A new bearer token: 32 random bytes, base64url (43 characters). Only its hash is ever stored. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 of a token, hex: what `auth_tokens.token_hash` holds. A fast hash suffices for 256-bit random secrets. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token in an `Authorization: Bearer <token>` header; null when absent or of another scheme. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
