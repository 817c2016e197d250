import { fillStorefrontSignIn, signInOnStorefront, type Credentials } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, KIOSK, STOREFRONT } from './servers';

let accounts = 0;

/** A fresh customer, so the seeded accounts' sessions and bags are left alone. */
async function newShopper(request: APIRequestContext) {
  accounts += 1;
  const email = `session-cookie-${Date.now()}-${accounts}@aurelia.test`;
  const password = 'Sapphire#2026';
  const registered = await request.post(`${API}/auth/register`, {
    headers: { 'x-forwarded-for': `198.51.100.${100 + accounts}` },
    data: { name: 'Meera Iyer', email, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  return { email, password };
}

const signIn = (page: Page, account: Credentials) => signInOnStorefront(page, account, '/user/profile', { origin: STOREFRONT });

async function tokenCookie(page: Page) {
  return (await page.context().cookies(STOREFRONT)).find((cookie) => cookie.name === 'auth_token');
}

const apiStatus = async (request: APIRequestContext, token: string | undefined) =>
  (await request.get(`${API}/user`, { headers: { Authorization: `Bearer ${token}` } })).status();

test.describe('the sign-in token is out of every script’s reach', () => {
  test('after sign-in the token is in an HttpOnly, SameSite=Lax, Secure cookie, and nowhere a script can look', async ({ page, request }) => {
    const shopper = await newShopper(request);
    const signInAnswer = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
    await signIn(page, shopper);
    const token = await tokenCookie(page);
    expect(token?.value).toBeTruthy();
    // PUBLIC_URL is https in this suite: the shop is served over TLS, so the cookie is Secure (Chromium keeps and
    // sends a Secure cookie to 127.0.0.1, a potentially trustworthy origin, over plain HTTP).
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/' });
    expect(token?.expires).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3600);
    expect(await apiStatus(request, token?.value)).toBe(200);

    // The sign-in answer the page's script read held the user, not the token.
    const answered = (await (await signInAnswer).json()) as Record<string, unknown>;
    expect(answered['access_token']).toBeUndefined();
    expect(answered['user']).toMatchObject({ email: shopper.email });

    const seen = await page.evaluate(() => ({ cookies: document.cookie, html: document.documentElement.outerHTML, storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) }));
    expect(seen.cookies).not.toContain('auth_token');
    expect(seen.cookies).toContain('auth_user=');
    for (const place of Object.values(seen)) expect(place).not.toContain(token?.value);
    // A page rendered by the server, with its data for hydration, carries no token either.
    await page.reload();
    expect(await page.content()).not.toContain(token?.value);
  });

  test('a page on the kiosk’s origin (same host, another port) can neither read the token nor use it', async ({ page, request }) => {
    const shopper = await newShopper(request);
    await signIn(page, shopper);
    const token = (await tokenCookie(page))?.value;

    // A page served from the kiosk's origin: cookies are per host, so the browser would show it the shop's.
    await page.route(`${KIOSK}/attack`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>attack</title>' }));
    await page.goto(`${KIOSK}/attack`);
    const attack = await page.evaluate(async (shop) => {
      const user = await fetch(`${shop}/api/v1/user`, { credentials: 'include' }).then(
        (response) => response.status,
        () => 'blocked',
      );
      await fetch(`${shop}/api/v1/auth/logout`, { method: 'POST', credentials: 'include', mode: 'no-cors' }).catch(() => undefined);
      const form = document.createElement('form');
      form.method = 'post';
      form.action = `${shop}/api/v1/auth/logout`;
      document.body.append(form);
      return { cookies: document.cookie, user };
    }, STOREFRONT);
    expect(attack.cookies).not.toContain('auth_token');
    expect(attack.cookies).not.toContain(token);
    // The shop's server does not lend that page the shopper's session: the API sees a guest.
    expect([401, 'blocked']).toContain(attack.user);
    // A form posted from there to the API's sign-out does not sign out either.
    // Waited for by its address: a load state already reached would let the next goto race the form's navigation.
    await Promise.all([page.waitForURL(`${STOREFRONT}/api/v1/auth/logout`), page.evaluate(() => document.querySelector('form')?.submit())]);
    expect(await apiStatus(request, token)).toBe(200);
    expect((await tokenCookie(page))?.value).toBe(token);
    // And so does a form posted to the shop's own sign-out page.
    await page.goto(`${KIOSK}/attack`);
    await page.evaluate((shop) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = `${shop}/auth/logout`;
      document.body.append(form);
      form.submit();
    }, STOREFRONT);
    await page.waitForURL(`${STOREFRONT}/auth/logout`);
    await page.waitForLoadState();
    expect(await apiStatus(request, token)).toBe(200);
    expect((await tokenCookie(page))?.value).toBe(token);
  });

  test('signed-in pages still work: the account page, the bag, checkout and an order', async ({ page, request }) => {
    const shopper = await newShopper(request);
    await signIn(page, shopper);
    await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    await expect(page.getByRole('button', { name: 'Account: Meera Iyer' })).toBeVisible();

    const products = (await (await request.get(`${API}/products?per_page=48`)).json()) as { data: { slug: string; name: string; stock: number; price: number }[] };
    const product = products.data.find((item) => item.stock > 3 && item.price < 100_000) ?? products.data[0];
    await page.goto(`${STOREFRONT}/product/${product?.slug}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.getByRole('button', { name: 'Add to bag', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Bag, 1 piece' })).toBeVisible();
    // The server cart has it: the call carried the session the page cannot see.
    const token = (await tokenCookie(page))?.value;
    await expect
      .poll(async () => {
        const cart = (await (await request.get(`${API}/cart/`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { bag_items: { name: string }[] } };
        return cart.data.bag_items.map((line) => line.name);
      })
      .toContain(product?.name);

    await page.goto(`${STOREFRONT}/checkout`);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Pieces in your order' })).toContainText(product?.name ?? '');
    await page.getByLabel('House, building and street').fill('12 Carter Road');
    await page.getByLabel('City').fill('Mumbai');
    await page.getByLabel('State').fill('Maharashtra');
    await page.getByLabel('PIN code').fill('400050');
    await page.getByRole('radio', { name: 'Cash' }).click();
    await page.getByRole('button', { name: 'Place order', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  });

  test('a refused token clears the cookie on the server: the shopper can sign in again, no loop', async ({ page, request }) => {
    const shopper = await newShopper(request);
    await signIn(page, shopper);
    const token = (await tokenCookie(page))?.value;
    // The session ends elsewhere (a password change, another device): the API no longer takes the token.
    expect((await request.post(`${API}/auth/logout`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    await page.goto(`${STOREFRONT}/user/profile`);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=(%2F|\/)user(%2F|\/)profile$/);
    await expect.poll(async () => (await tokenCookie(page))?.value).toBeUndefined();
    await expect(page.getByText('Your session has ended', { exact: true })).toBeVisible();
    await fillStorefrontSignIn(page, shopper);
    await expect(page).toHaveURL(`${STOREFRONT}/user/profile`);
    expect(await apiStatus(request, (await tokenCookie(page))?.value)).toBe(200);
  });

  test('the sign-in page says the session ended, however long it takes to come after the refusal', async ({ page, request }) => {
    const shopper = await newShopper(request);
    await signIn(page, shopper);
    const token = (await tokenCookie(page))?.value;
    expect((await request.post(`${API}/auth/logout`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    // A slow phone or a loaded server: the sign-in page's data comes longer after the refusal than a toast lasts.
    await page.route(
      (url) => url.pathname === '/auth/login.data',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 4_000));
        await route.continue();
      },
    );
    await page.goto(`${STOREFRONT}/user/profile`);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=(%2F|\/)user(%2F|\/)profile$/, { timeout: 20_000 });
    await expect(page.getByText('Your session has ended', { exact: true })).toBeVisible();
    await expect.poll(async () => (await tokenCookie(page))?.value).toBeUndefined();
  });
});
