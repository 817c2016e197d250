/** The seeded demo shopper (apps/api/src/seed/seed-database.ts, DEMO_SHOPPER). */
export const DEMO_SHOPPER_LOGIN = { email: 'shopper@aurelia.test', password: 'Shopper#2026' } as const;

/**
 * Signs the shopper in at the API and returns the Cookie header a signed-in browser sends the storefront: the
 * token and the user as JSON, as libs/domain's auth cookies hold them.
 */
export async function signIn(apiOrigin: string, login: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(login),
  });
  const body = (await response.json()) as { access_token?: string; user?: unknown };
  if (response.status !== 200 || !body.access_token || !body.user) throw new Error(`signing the shopper in answered ${response.status}`);
  return `auth_token=${encodeURIComponent(body.access_token)}; auth_user=${encodeURIComponent(JSON.stringify(body.user))}`;
}
