import type { User } from '@aurelia/contracts';

/**
 * Whether a value read from the auth cookie is a user record (anything else is no session). Read by the server
 * (api.server.ts) and the browser (session-from-cookies.ts) alike, so it imports no React.
 */
export function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Partial<User>;
  return typeof user.id === 'number' && typeof user.email === 'string' && typeof user.name === 'string';
}
