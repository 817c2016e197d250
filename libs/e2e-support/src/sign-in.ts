import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Credentials } from './accounts';

/** Fills the storefront's sign-in form and presses Sign in; where that leads is the caller's to check. */
export async function fillStorefrontSignIn(page: Page, account: Credentials) {
  await page.getByLabel('Email').fill(account.email);
  // Password inputs have no ARIA role; the field is found by its name.
  await page.locator('input[name="password"]').fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs in on the storefront's sign-in page and expects to land on `to` (a path, with its query if any). `origin`
 * is the storefront's when the page has no base URL, or another than the one under test.
 */
export async function signInOnStorefront(page: Page, account: Credentials, to: string, { origin = '' }: { origin?: string } = {}) {
  await page.goto(`${origin}/auth/login?redirect=${encodeURIComponent(to)}`);
  // Typing before the form's script runs loses the submit on a busy machine.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await fillStorefrontSignIn(page, account);
  // Without an origin, Playwright resolves `to` against the page's base URL.
  await expect(page).toHaveURL(`${origin}${to}`);
}

/** Signs in through the API at `api` (`http://host:port/api/v1`) with a password and answers the bearer token. */
export async function signInToApi(request: APIRequestContext, api: string, account: Credentials): Promise<string> {
  const response = await request.post(`${api}/auth/login`, { data: { email: account.email, password: account.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}
