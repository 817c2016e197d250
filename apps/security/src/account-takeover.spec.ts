import { randomInt, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { fromMail, hasMail, RESET_TOKEN, SIGN_IN_CODE, VERIFY_TOKEN } from './mailbox';
import { API, STOREFRONT } from './servers';

/**
 * Pre-registration takeover: a stranger signs up with someone else's address before its owner does. Once the
 * owner proves the address (a sign-in code or the link mailed to it), the stranger's password and sessions must
 * be worth nothing, and until then the account must hold nothing of value.
 */

/** Each call from an address of its own (the API trusts X-Forwarded-For from loopback), so per-IP caps never decide a test. */
const from = () => ({ 'x-forwarded-for': `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
const newAddress = () => `owner-${randomUUID()}@example.com`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(request: APIRequestContext, email: string, password = 'Squatter#2026') {
  const answer = await request.post(`${API}/auth/register`, {
    headers: from(),
    data: { name: 'Mallory Squatter', email, phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', password, password_confirmation: password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return { email, password, ...((await answer.json()) as { access_token: string; user: Record<string, unknown> }) };
}

const signIn = (request: APIRequestContext, email: string, password: string) =>
  request.post(`${API}/auth/login`, { headers: from(), data: { email, password } });

/** The owner asks for a code and types it from their inbox. */
async function signInByCode(request: APIRequestContext, email: string) {
  expect((await request.post(`${API}/auth/otp/request`, { headers: from(), data: { email } })).status()).toBe(200);
  const code = await fromMail(email, SIGN_IN_CODE);
  const answer = await request.post(`${API}/auth/otp/verify`, { headers: from(), data: { email, code } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { access_token: string; user: Record<string, unknown> };
}

/** The owner chooses their own password with the reset link from their inbox. */
async function chooseOwnPassword(request: APIRequestContext, email: string, password: string) {
  expect((await request.post(`${API}/auth/forgot-password`, { headers: from(), data: { email } })).status()).toBe(200);
  const token = await fromMail(email, RESET_TOKEN);
  const reset = await request.post(`${API}/auth/reset-password`, { headers: from(), data: { email, token, password, password_confirmation: password } });
  expect(reset.status(), await reset.text()).toBe(200);
}

test.describe('pre-registration takeover', () => {
  test('the owner signing in by code ends the pre-registrant’s session and password', async ({ request }) => {
    const squatter = await register(request, newAddress());
    const owner = await signInByCode(request, squatter.email);
    expect(owner.user).toMatchObject({ email: squatter.email, password_reset_required: true });

    expect((await request.get(`${API}/user`, { headers: bearer(squatter.access_token) })).status()).toBe(401);
    expect((await request.get(`${API}/orders`, { headers: bearer(squatter.access_token) })).status()).toBe(401);
    expect((await signIn(request, squatter.email, squatter.password)).status()).toBe(422);
    expect((await request.get(`${API}/user`, { headers: bearer(owner.access_token) })).status()).toBe(200);
    expect(await hasMail(squatter.email, 'any password set before it was confirmed has been removed')).toBe(true);
  });

  test('the owner opening the emailed link ends them too, and the page tells the owner to choose a password', async ({ page, request }) => {
    const squatter = await register(request, newAddress());
    const token = await fromMail(squatter.email, VERIFY_TOKEN);
    await page.goto(`${STOREFRONT}/auth/verify-email?token=${token}`);
    await expect(page.getByText('Your email address is verified')).toBeVisible();
    await expect(page.getByText('any password set before it was confirmed was removed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/auth/forgot-password');

    expect((await request.get(`${API}/user`, { headers: bearer(squatter.access_token) })).status()).toBe(401);
    expect((await signIn(request, squatter.email, squatter.password)).status()).toBe(422);
  });

  test('an email change the pre-registrant asked for before the owner’s proof cannot carry the account away after it', async ({ request }) => {
    const squatter = await register(request, newAddress());
    const elsewhere = newAddress();
    const asked = await request.put(`${API}/user`, {
      headers: { ...bearer(squatter.access_token), ...from() },
      data: { name: 'Mallory', phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', email: elsewhere, current_password: squatter.password },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    const pending = await fromMail(elsewhere, VERIFY_TOKEN);
    const owner = await signInByCode(request, squatter.email);
    const late = await request.post(`${API}/auth/email/verify`, { headers: from(), data: { token: pending } });
    expect(late.status()).toBe(422);
    const me = await request.get(`${API}/user`, { headers: bearer(owner.access_token) });
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(squatter.email);
  });

  test('an unverified account holds nothing of value: no gold plan, no coins to spend', async ({ request }) => {
    const squatter = await register(request, newAddress());
    const headers = { ...bearer(squatter.access_token), 'idempotency-key': randomUUID() };
    const plans = (await (await request.get(`${API}/gold-plans`, { headers: bearer(squatter.access_token) })).json()) as { data: { slug: string; min_instalment: number }[] };
    const plan = plans.data[0];
    expect(plan).toBeDefined();
    const subscribe = await request.post(`${API}/gold-plan/subscribe`, { headers, data: { plan: plan?.slug, instalment_amount: plan?.min_instalment } });
    expect(subscribe.status(), await subscribe.text()).toBe(403);
    expect(((await subscribe.json()) as { message: string }).message).toMatch(/^Verify your email first/);
    const listed = await request.get(`${API}/gold-plan/subscriptions`, { headers: bearer(squatter.access_token) });
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
    const coins = await request.get(`${API}/carat-coins`, { headers: bearer(squatter.access_token) });
    expect(((await coins.json()) as { data: { balance: number } }).data.balance).toBe(0);
  });

  test('an email change cannot carry an account onto someone else’s address and keep its password', async ({ request }) => {
    const attacker = await register(request, newAddress());
    await signInByCode(request, attacker.email);
    await chooseOwnPassword(request, attacker.email, 'Attacker#2027');
    const signedIn = (await (await signIn(request, attacker.email, 'Attacker#2027')).json()) as { access_token: string };
    const victim = newAddress();
    const asked = await request.put(`${API}/user`, {
      headers: { ...bearer(signedIn.access_token), ...from() },
      data: { name: 'Mallory', phone: '9845012345', phone_country_code: 'IN', phone_country_number: '91', email: victim, current_password: 'Attacker#2027' },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    // Pending, the address signs nobody in; once its owner opens the link, whoever asked is out.
    expect((await signIn(request, victim, 'Attacker#2027')).status()).toBe(422);
    const token = await fromMail(victim, VERIFY_TOKEN);
    const opened = await request.post(`${API}/auth/email/verify`, { headers: from(), data: { token } });
    expect(await opened.json()).toEqual({ message: 'Your email address is verified.', password_reset_required: true });
    expect((await request.get(`${API}/user`, { headers: bearer(signedIn.access_token) })).status()).toBe(401);
    expect((await signIn(request, victim, 'Attacker#2027')).status()).toBe(422);
  });
});

test.describe('sign-up does not tell whether an email has an account', () => {
  test('a taken email gets the answer a new one gets, its token opens nothing, and the owner is mailed', async ({ request }) => {
    const first = await register(request, newAddress(), 'Owner#2026x');
    const again = await register(request, first.email.toUpperCase(), 'Other#2026x');
    expect(Object.keys(again).sort()).toEqual(Object.keys(first).sort());
    expect(Object.keys(again.user).sort()).toEqual(Object.keys(first.user).sort());
    expect(again.user).toMatchObject({ email: first.email, email_verified_at: null });
    expect(again.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await request.get(`${API}/user`, { headers: bearer(again.access_token) })).status()).toBe(401);
    expect((await signIn(request, first.email, 'Owner#2026x')).status()).toBe(200);
    expect(await fromMail(first.email, /(Someone tried to create)/)).toBe('Someone tried to create');
  });
});
