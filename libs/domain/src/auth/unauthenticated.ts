/**
 * docs/behaviour.md §8: "Status 401, or a message saying the user is unauthenticated:
 * cached auth is cleared and the user is logged out."
 * Returns true for a 401 status, or for a message such as "Unauthenticated." whatever the status.
 */
export function isUnauthenticatedResponse(status: number | undefined, message: unknown): boolean {
  if (status === 401) return true;
  return typeof message === 'string' && /\bunauthenticated\b/i.test(message);
}
