import { expect, test, type Page } from '@playwright/test';
import { API, SHOPPER, STOREFRONT } from './servers';

const EVIL = 'http://evil.test';

async function signIn(page: Page) {
  await page.goto(`${STOREFRONT}/auth/login?redirect=%2Fuser%2Fprofile`);
  // Typing before the form's script runs loses the submit on a busy machine.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.locator('input[name="password"]').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
}

async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies(STOREFRONT);
  return { token: cookies.find((cookie) => cookie.name === 'auth_token')?.value, header: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
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
    // Time for any script on the page to act (the old page signed out as soon as its JavaScript ran).
    await page.waitForTimeout(1_000);
    expect((await sessionCookies(page)).token).toBe(token);
    expect((await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(`${STOREFRONT}/`, { timeout: 30_000 });
    await expect.poll(async () => (await sessionCookies(page)).token).toBeUndefined();
    expect((await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  });

  test('over HTTP: a cross-site GET asks, a cross-site POST is refused, the address typed in signs out', async ({ page, request }) => {
    await signIn(page);
    const { header, token } = await sessionCookies(page);

    const crossSite = await request.get(`${STOREFRONT}/auth/logout`, { headers: { Cookie: header, 'Sec-Fetch-Site': 'cross-site' } });
    expect(crossSite.status()).toBe(200);
    const asked = await crossSite.text();
    expect(asked).toContain('Sign out?');
    expect(asked).toMatch(/<form[^>]*action="\/auth\/logout" method="post"/);

    const forged = await request.post(`${STOREFRONT}/auth/logout`, {
      headers: { Cookie: header, 'Sec-Fetch-Site': 'cross-site', Origin: EVIL },
      form: {},
    });
    // Refused: by React Router's own check of the Origin (400) or by the route (403).
    expect([400, 403]).toContain(forged.status());
    // Without an Origin to give it away, the browser's Sec-Fetch-Site still does: the page asks again.
    const unmarked = await request.post(`${STOREFRONT}/auth/logout`, { headers: { Cookie: header, 'Sec-Fetch-Site': 'cross-site' }, form: {} });
    expect(unmarked.status()).toBe(403);
    const again = await unmarked.text();
    expect(again).toContain('Sign out?');
    expect(again).not.toContain('Signing you out');
    expect((await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    // Typed into the address bar (Sec-Fetch-Site: none): no question asked.
    await page.goto(`${STOREFRONT}/auth/logout`);
    // Home is the heaviest page to load; a busy machine may take a while.
    await expect(page).toHaveURL(`${STOREFRONT}/`, { timeout: 30_000 });
    await expect.poll(async () => (await sessionCookies(page)).token).toBeUndefined();
    expect((await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
  });
});
