import { SHOPPER, signInOnStorefront } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, KIOSK, STOREFRONT } from './servers';

const EVIL = 'http://evil.test';

const signIn = (page: Page) => signInOnStorefront(page, SHOPPER, '/user/profile', { origin: STOREFRONT });

/** The session as the browser holds it (HttpOnly cookies included: the test reads the jar, not the page). */
async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies(STOREFRONT);
  return { token: cookies.find((cookie) => cookie.name === 'auth_token')?.value, header: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
}

const apiStatus = async (request: APIRequestContext, token: string | undefined) =>
  (await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${token}` } })).status();

/** The sign-out form's token, as the "Sign out?" page renders it for the session in `header`. */
async function formToken(request: APIRequestContext, header: string): Promise<string> {
  const page = await request.get(`${STOREFRONT}/auth/logout`, { headers: { Cookie: header, 'Sec-Fetch-Site': 'same-origin' } });
  return /name="sign_out_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
}

test.describe('signing out cannot be triggered from another site', () => {
  test('a link on another site shows “Sign out?”; the session lives until the shopper presses the button', async ({ page, request }) => {
    await signIn(page);
    const { token } = await sessionCookies(page);
    expect(token).toBeTruthy();

    // A page on another site links to the shop's sign-out address.
    await page.route(`${EVIL}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<a href="${STOREFRONT}/auth/logout">See our prices</a>` }),
    );
    await page.goto(`${EVIL}/`);
    await page.getByRole('link', { name: 'See our prices' }).click();
    await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The page's effects have run (before the root's, which marks it hydrated), and whatever they sent has been
    // answered: the old page signed out as soon as its JavaScript ran.
    await page.waitForLoadState('networkidle');
    expect((await sessionCookies(page)).token).toBe(token);
    expect(await apiStatus(request, token)).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${STOREFRONT}/`, { timeout: 30_000 });
    await expect(page.getByText('You are signed out', { exact: true })).toBeVisible();
    await expect.poll(async () => (await sessionCookies(page)).token).toBeUndefined();
    expect(await apiStatus(request, token)).toBe(401);
  });

  test('over HTTP: any GET only asks; a POST needs our own origin and the session’s form token', async ({ page, request }) => {
    await signIn(page);
    const { header, token } = await sessionCookies(page);

    const crossSite = await request.get(`${STOREFRONT}/auth/logout`, { headers: { Cookie: header, 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status()).toBe(200);
    expect(await crossSite.text()).toContain('Sign out?');
    const signOutToken = await formToken(request, header);
    expect(signOutToken).toMatch(/^[\w-]{20,}$/);

    const forged = await request.post(`${STOREFRONT}/auth/logout`, {
      headers: { Cookie: header, 'Sec-Fetch-Site': 'cross-site', Origin: EVIL },
      form: { sign_out_token: signOutToken },
    });
    // Refused: by React Router's own check of the Origin (400) or by the route (403).
    expect([400, 403]).toContain(forged.status());
    // Another port of the same host is same-site but not our origin: refused, the right token notwithstanding.
    const sameSite = await request.post(`${STOREFRONT}/auth/logout`, {
      headers: { Cookie: header, 'Sec-Fetch-Site': 'same-site', Origin: KIOSK },
      form: { sign_out_token: signOutToken },
    });
    expect([400, 403]).toContain(sameSite.status());
    // Without an Origin to give it away, the browser's Sec-Fetch-Site still does: the page asks again.
    const unmarked = await request.post(`${STOREFRONT}/auth/logout`, { headers: { Cookie: header, 'Sec-Fetch-Site': 'cross-site' }, form: { sign_out_token: signOutToken } });
    expect(unmarked.status()).toBe(403);
    expect(await unmarked.text()).toContain('Sign out?');
    // From our own origin, but without the form's token (or with another session's): refused.
    const forms: Record<string, string>[] = [{}, { sign_out_token: 'x'.repeat(signOutToken.length) }];
    for (const form of forms) {
      const tokenless = await request.post(`${STOREFRONT}/auth/logout`, {
        headers: { Cookie: header, 'Sec-Fetch-Site': 'same-origin', Origin: STOREFRONT },
        form,
        maxRedirects: 0,
      });
      expect(tokenless.status()).toBe(403);
    }
    expect(await apiStatus(request, token)).toBe(200);

    // Typed into the address bar (Sec-Fetch-Site: none): asked, not signed out.
    await page.goto(`${STOREFRONT}/auth/logout`);
    await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await apiStatus(request, token)).toBe(200);

    // Our own origin with the form's token: signed out, the token revoked, both cookies cleared.
    const signedOut = await request.post(`${STOREFRONT}/auth/logout`, {
      headers: { Cookie: header, 'Sec-Fetch-Site': 'same-origin', Origin: STOREFRONT },
      form: { sign_out_token: signOutToken },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers()['location']).toBe('/');
    const cleared = signedOut.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value);
    expect(cleared.some((value) => /^auth_token=;.*Max-Age=0/.test(value))).toBe(true);
    expect(cleared.some((value) => /^auth_user=;.*Max-Age=0/.test(value))).toBe(true);
    expect(await apiStatus(request, token)).toBe(401);
  });
});
