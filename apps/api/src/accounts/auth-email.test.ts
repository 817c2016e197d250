import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestVerifyToken, userForm, useAuthTestApp } from '../test/auth-test-client';
import { emailVerifications, mailOutbox, users } from '../db/schema/index';
import { CURRENT_PASSWORD_FOR_EMAIL, CURRENT_PASSWORD_WRONG, VERIFY_LINK_INVALID } from './auth-routes';

const auth = useAuthTestApp('10.4.0');
const { call, freshIp, register } = auth;

const verify = (token: string) => call('POST', '/auth/email/verify', { ip: freshIp(), body: { token } });
const me = async (token: string) => (await call('GET', '/user', { token })).body['data'] as Record<string, unknown>;
const profileOf = (form: ReturnType<typeof userForm>, changes: Record<string, unknown>) => ({
  name: form.name,
  email: form.email,
  phone: form.phone,
  phone_country_number: form.phone_country_number,
  phone_country_code: form.phone_country_code,
  ...changes,
});
const signIn = (email: string, password: string) => call('POST', '/auth/login', { ip: freshIp(), body: { email, password } });
const mailsTo = async (email: string) => {
  await auth.app.afterReplySettled();
  return auth.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id));
};

describe('POST /auth/email/verify after sign-up', () => {
  it('leaves a new account unverified until the mailed link to the storefront is used, once; then drops what was set before it', async () => {
    const { form, token } = await register();
    expect(await me(token)).toMatchObject({ email: form.email, email_verified_at: null, pending_email: null });
    const [mail] = (await mailsTo(form.email)).filter((m) => m.subject.startsWith('Confirm'));
    expect(mail?.bodyText).toContain(`${auth.storefrontUrl}/auth/verify-email?token=`);
    const link = await latestVerifyToken(auth.app, form.email);
    const [stored] = await auth.app.db.select().from(emailVerifications).where(eq(emailVerifications.tokenHash, link));
    expect(stored).toBeUndefined();

    const verified = await verify(link);
    expect(verified.status, verified.raw).toBe(200);
    expect(verified.body).toEqual({ message: 'Your email address is verified.', password_reset_required: true });
    const [row] = await auth.app.db.select().from(users).where(eq(users.email, form.email));
    expect(row?.emailVerifiedAt).not.toBeNull();
    // Whoever signed up need not own the address: their session and password end with the proof.
    expect((await call('GET', '/user', { token })).status).toBe(401);
    expect((await signIn(form.email, form.password)).status).toBe(422);
    expect((await mailsTo(form.email)).map((m) => m.subject)).toContain('Your email address is confirmed for Aurelia');

    const again = await verify(link);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: [VERIFY_LINK_INVALID] });
  });

  it('refuses an unknown or expired link at token, changing nothing', async () => {
    const { form, token } = await register();
    expect((await verify('x'.repeat(43))).body.errors).toEqual({ token: [VERIFY_LINK_INVALID] });
    const link = await latestVerifyToken(auth.app, form.email);
    await auth.app.db.update(emailVerifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await verify(link)).status).toBe(422);
    expect((await me(token))['email_verified_at']).toBeNull();
    expect((await verify('')).status).toBe(422);
  });
});

describe('changing the email with PUT /user', () => {
  it('needs the current password: without it, or with a wrong one, nothing changes and nothing is mailed', async () => {
    const { form, token } = await register();
    const newEmail = `moved.${Date.now()}@example.com`;
    const missing = await call('PUT', '/user', { token, ip: freshIp(), body: profileOf(form, { email: newEmail }) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: [CURRENT_PASSWORD_FOR_EMAIL] });
    const wrong = await call('PUT', '/user', { token, ip: freshIp(), body: profileOf(form, { email: newEmail, current_password: 'wrong-pass1' }) });
    expect(wrong.body.errors).toEqual({ current_password: [CURRENT_PASSWORD_WRONG] });
    expect(await me(token)).toMatchObject({ email: form.email, pending_email: null });
    expect(await mailsTo(newEmail)).toEqual([]);
    // Name and phone alone need no password.
    const renamed = await call('PUT', '/user', { token, ip: freshIp(), body: profileOf(form, { name: 'Asha Iyer' }) });
    expect(renamed.body['data']).toMatchObject({ name: 'Asha Iyer', email: form.email });
  });

  it('keeps the old address in force until the link sent to the new one is opened, and tells the old address', async () => {
    const { form, token } = await register();
    const verifiedAt = new Date('2026-01-05T10:00:00Z');
    await auth.app.db.update(users).set({ emailVerifiedAt: verifiedAt }).where(eq(users.email, form.email));
    const newEmail = `moved.${Date.now()}@example.com`;
    const asked = await call('PUT', '/user', { token, ip: freshIp(), body: profileOf(form, { email: newEmail, current_password: form.password }) });
    expect(asked.status, asked.raw).toBe(200);
    expect(asked.body['data']).toMatchObject({ email: form.email, email_verified_at: verifiedAt.toISOString(), pending_email: newEmail });
    // Picked by subject: the sign-up's confirmation mail is made after its answer too, and may be written after this.
    const [notice] = (await mailsTo(form.email)).filter((m) => m.subject.startsWith('A change of email address'));
    expect(notice?.bodyText).toContain(newEmail);
    expect((await signIn(newEmail, form.password)).status).toBe(422);
    expect((await signIn(form.email, form.password)).status).toBe(200);

    const moved = await verify(await latestVerifyToken(auth.app, newEmail));
    expect(moved.body).toEqual({ message: 'Your email address is verified.', password_reset_required: true });
    const [after] = await auth.app.db.select().from(users).where(eq(users.email, newEmail));
    expect(after?.emailVerifiedAt?.getTime()).toBeGreaterThan(verifiedAt.getTime());
    // The new address was proven by whoever holds it, who need not be who asked: the rest starts again.
    expect((await call('GET', '/user', { token })).status).toBe(401);
    expect((await signIn(newEmail, form.password)).status).toBe(422);
    expect((await signIn(form.email, form.password)).status).toBe(422);
  });

  it('answers 409 when another account took the new address before the link was opened', async () => {
    const first = await register();
    const newEmail = `wanted.${Date.now()}@example.com`;
    const body = profileOf(first.form, { email: newEmail, current_password: first.form.password });
    expect((await call('PUT', '/user', { token: first.token, ip: freshIp(), body })).status).toBe(200);
    const link = await latestVerifyToken(auth.app, newEmail);
    expect((await call('POST', '/auth/register', { ip: freshIp(), body: userForm({ email: newEmail }) })).status).toBe(200);
    const late = await verify(link);
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'The email has already been taken.' });
    expect((await me(first.token))['email']).toBe(first.form.email);
  });
});
