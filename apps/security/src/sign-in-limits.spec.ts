import { randomInt, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, STOREFRONT } from './servers';

/**
 * Password sign-in from an address many people share (an office, a carrier's network): others' failures there
 * must not refuse a correct password, and a refusal offers sign-in by code instead of a wall.
 */

/** The loose per-address limit of wrong passwords (apps/api accounts/auth-limits.ts). */
const SHARED_ADDRESS_LIMIT = 100;

/** An address of this run's own (the API trusts X-Forwarded-For from loopback). */
const anAddress = () => `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function newAccount(request: APIRequestContext) {
  const email = `limits-${randomUUID()}@example.com`;
  const password = 'Shared#2026';
  const answer = await request.post(`${API}/auth/register`, {
    headers: { 'x-forwarded-for': anAddress() },
    data: { name: 'Office Worker', email, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return { email, password };
}

const login = (request: APIRequestContext, address: string, email: string, password: string) =>
  request.post(`${API}/auth/login`, { headers: { 'x-forwarded-for': address }, data: { email, password } });

/** Wrong passwords for `count` made-up accounts from `address`, as a crowd of colleagues or a sprayer would. */
async function othersFail(request: APIRequestContext, address: string, count: number) {
  for (let i = 0; i < count; i++) {
    const answer = await login(request, address, `colleague-${i}-${randomUUID()}@example.com`, 'not-their-pass1');
    expect(answer.status()).toBe(422);
  }
}

test.describe('sign-in limits from a shared address', () => {
  test('a correct password is accepted, and a first wrong one is just wrong, after many others failed from the address', async ({ request }) => {
    test.slow();
    const office = anAddress();
    await othersFail(request, office, SHARED_ADDRESS_LIMIT);
    const me = await newAccount(request);
    const wrong = await login(request, office, me.email, 'typo-in-it1');
    expect(wrong.status(), await wrong.text()).toBe(422);
    const colleague = await newAccount(request);
    const right = await login(request, office, colleague.email, colleague.password);
    expect(right.status(), await right.text()).toBe(200);
  });

  test('a refused password sign-in offers sign-in by code, and the login page links to it with the email filled in', async ({ page, request }) => {
    const me = await newAccount(request);
    const office = anAddress();
    for (let i = 0; i < 5; i++) expect((await login(request, office, me.email, 'not-my-pass1')).status()).toBe(422);
    const refused = await login(request, office, me.email, me.password);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    const body = (await refused.json()) as { message: string; errors?: Record<string, string[]> };
    expect(body.errors?.['email']?.[0]).toMatch(/sign in with a code/);

    // The browser signs in from its own address: five wrong passwords for this account there, then the page.
    await page.goto(`${STOREFRONT}/auth/login`);
    for (let i = 0; i < 6; i++) {
      await page.getByLabel('Email').fill(me.email);
      await page.locator('input[name="password"]').fill(i < 5 ? 'not-my-pass1' : me.password);
      const answered = page.waitForResponse((response) => response.url().endsWith('/auth/login') && response.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      expect((await answered).status()).toBe(i < 5 ? 422 : 429);
    }
    const byCode = page.getByRole('link', { name: `Sign in with a code emailed to ${me.email}` });
    await expect(byCode).toBeVisible();
    await byCode.click();
    await expect(page).toHaveURL(/\/auth\/otplogin\?/);
    await expect(page.getByLabel('Email')).toHaveValue(me.email);
  });
});
