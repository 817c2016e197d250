import { SHOPPER } from '@aurelia/e2e-support';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API } from './servers';

/** The API trusts X-Forwarded-For from loopback (TRUST_PROXY), as behind the storefront's forwarding. */
const login = (request: APIRequestContext, from: string, password: string) =>
  request.post(`${API}/auth/login`, { headers: { 'x-forwarded-for': from }, data: { email: SHOPPER.email, password } });

test.describe('accounts', () => {
  test('five wrong passwords from five other addresses do not lock the owner out of password sign-in', async ({ request }) => {
    for (let n = 1; n <= 5; n++) {
      const stranger = await login(request, `203.0.113.${n}`, 'not-the-password1');
      expect(stranger.status()).toBe(422);
    }
    const owner = await login(request, '198.51.100.20', SHOPPER.password);
    expect(owner.status(), await owner.text()).toBe(200);
  });

  test('changing the email without the current password is refused, and the address stays', async ({ request }) => {
    const signedIn = await login(request, '198.51.100.21', SHOPPER.password);
    expect(signedIn.status()).toBe(200);
    const { access_token: token, user } = (await signedIn.json()) as { access_token: string; user: Record<string, string> };
    const headers = { authorization: `Bearer ${token}` };
    const profile = {
      name: user['name'],
      phone: user['phone'],
      phone_country_number: user['phone_country_number'],
      phone_country_code: user['phone_country_code'],
      email: 'mallory@example.com',
    };
    const refused = await request.put(`${API}/user`, { headers, data: profile });
    expect(refused.status()).toBe(422);
    expect(((await refused.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty('current_password');
    const wrong = await request.put(`${API}/user`, { headers, data: { ...profile, current_password: 'guessed-pass1' } });
    expect(wrong.status()).toBe(422);
    const me = (await (await request.get(`${API}/user`, { headers })).json()) as { data: { email: string; pending_email?: string | null } };
    expect(me.data.email).toBe(SHOPPER.email);
    expect(me.data.pending_email ?? null).toBeNull();
  });
});
