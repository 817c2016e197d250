import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestOtpCode, latestResetToken, latestVerifyToken, userForm, useAuthTestApp } from '../test/auth-test-client';
import { REMOVED_PASSWORD } from './passwords';
import { mailOutbox, users } from '../db/schema/index';

const auth = useAuthTestApp('10.6.0');
const { call, freshIp } = auth;

const signIn = (email: string, password: string) => call('POST', '/auth/login', { ip: freshIp(), body: { email, password } });
const me = (token: string) => call('GET', '/user', { token });
const signInByCode = async (email: string) => {
  expect((await call('POST', '/auth/otp/request', { ip: freshIp(), body: { email } })).status).toBe(200);
  return call('POST', '/auth/otp/verify', { ip: freshIp(), body: { email, code: await latestOtpCode(auth.app, email) } });
};
const subjectsTo = async (email: string) => {
  await auth.app.afterReplySettled();
  return (await auth.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email)).orderBy(desc(mailOutbox.id))).map((m) => m.subject);
};
/** Someone signs up with `email`, which they do not own: their form and session. */
async function preRegister(email = userForm().email) {
  const form = userForm({ email, password: 'squatter-pass1', password_confirmation: 'squatter-pass1' });
  const answer = await call('POST', '/auth/register', { ip: freshIp(), body: form });
  expect(answer.status, answer.raw).toBe(200);
  return { form, token: answer.body['access_token'] as string };
}

describe('an account registered with someone else’s address', () => {
  it('loses the registrant’s session and password when the owner signs in by code; the owner’s session stays', async () => {
    const squatter = await preRegister();
    const owner = await signInByCode(squatter.form.email);
    expect(owner.status, owner.raw).toBe(200);
    expect(owner.body['user']).toMatchObject({ email: squatter.form.email, password_reset_required: true });
    expect(owner.body['user']).toHaveProperty('email_verified_at', expect.any(String));

    expect((await me(squatter.token)).status).toBe(401);
    const guessed = await signIn(squatter.form.email, squatter.form.password);
    expect(guessed.status).toBe(422);
    expect(guessed.body.errors).toEqual({ email: ['These credentials do not match our records.'] });
    const ownerSession = await me(owner.body['access_token'] as string);
    expect(ownerSession.status).toBe(200);
    expect(ownerSession.body['data']).toMatchObject({ password_reset_required: true });
    expect(await subjectsTo(squatter.form.email)).toContain('Your email address is confirmed for Aurelia');

    // The owner chooses their own password with the reset link; the flag goes.
    expect((await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: squatter.form.email } })).status).toBe(200);
    const token = await latestResetToken(auth.app, squatter.form.email);
    const reset = await call('POST', '/auth/reset-password', {
      ip: freshIp(),
      body: { email: squatter.form.email, token, password: 'owners-own-pass2', password_confirmation: 'owners-own-pass2' },
    });
    expect(reset.status, reset.raw).toBe(200);
    const mine = await signIn(squatter.form.email, 'owners-own-pass2');
    expect(mine.status).toBe(200);
    expect(mine.body['user']).not.toHaveProperty('password_reset_required');
  });

  it('loses them as well when the owner opens the link mailed at sign-up, and the answer says so', async () => {
    const squatter = await preRegister();
    const link = await latestVerifyToken(auth.app, squatter.form.email);
    const opened = await call('POST', '/auth/email/verify', { ip: freshIp(), body: { token: link } });
    expect(opened.body).toEqual({ message: 'Your email address is verified.', password_reset_required: true });
    expect((await me(squatter.token)).status).toBe(401);
    expect((await signIn(squatter.form.email, squatter.form.password)).status).toBe(422);
    const [row] = await auth.app.db.select().from(users).where(eq(users.email, squatter.form.email));
    expect(row?.passwordHash).toBe(REMOVED_PASSWORD);
  });

  it('spends an email change the registrant asked for before the owner’s proof, so it cannot carry the account away after', async () => {
    const squatter = await preRegister();
    const elsewhere = userForm().email;
    const profile = { name: 'Mallory', phone: '9876543210', phone_country_number: '91', phone_country_code: 'IN' };
    const asked = await call('PUT', '/user', { token: squatter.token, ip: freshIp(), body: { ...profile, email: elsewhere, current_password: squatter.form.password } });
    expect(asked.status, asked.raw).toBe(200);
    const pending = await latestVerifyToken(auth.app, elsewhere);
    expect((await signInByCode(squatter.form.email)).status).toBe(200);

    const late = await call('POST', '/auth/email/verify', { ip: freshIp(), body: { token: pending } });
    expect(late.status).toBe(422);
    const [row] = await auth.app.db.select().from(users).where(eq(users.email, squatter.form.email));
    expect(row?.email).toBe(squatter.form.email);
  });

  it('changes nothing when an address already proven is proven again', async () => {
    const { form } = await preRegister();
    await signInByCode(form.email);
    await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: form.email } });
    const token = await latestResetToken(auth.app, form.email);
    await call('POST', '/auth/reset-password', { ip: freshIp(), body: { email: form.email, token, password: 'owners-own-pass2', password_confirmation: 'owners-own-pass2' } });
    const signedIn = await signIn(form.email, 'owners-own-pass2');
    const again = await signInByCode(form.email);
    expect(again.status).toBe(200);
    expect(again.body['user']).not.toHaveProperty('password_reset_required');
    expect((await me(signedIn.body['access_token'] as string)).status).toBe(200);
    expect((await signIn(form.email, 'owners-own-pass2')).status).toBe(200);
  });
});

describe('an email change used to take an address over', () => {
  it('needs the link that reaches the new address, and opening it signs out whoever asked and removes their password', async () => {
    const owner = userForm().email;
    const attacker = await preRegister(userForm().email);
    await signInByCode(attacker.form.email);
    await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: attacker.form.email } });
    const resetToken = await latestResetToken(auth.app, attacker.form.email);
    await call('POST', '/auth/reset-password', {
      ip: freshIp(),
      body: { email: attacker.form.email, token: resetToken, password: 'attacker-pass3', password_confirmation: 'attacker-pass3' },
    });
    const session = (await signIn(attacker.form.email, 'attacker-pass3')).body['access_token'] as string;
    const profile = { name: 'Mallory', phone: '9876543210', phone_country_number: '91', phone_country_code: 'IN' };

    const asked = await call('PUT', '/user', { token: session, ip: freshIp(), body: { ...profile, email: owner, current_password: 'attacker-pass3' } });
    expect(asked.status, asked.raw).toBe(200);
    // Until the link is opened the address is not the account's: neither a password nor a code signs in with it.
    expect((await signIn(owner, 'attacker-pass3')).status).toBe(422);
    expect((await call('POST', '/auth/otp/request', { ip: freshIp(), body: { email: owner } })).status).toBe(200);
    expect((await subjectsTo(owner)).some((subject) => subject.includes('sign-in code'))).toBe(false);

    // The owner opens the link: whoever asked for it is out of the account that now has the owner's address.
    const opened = await call('POST', '/auth/email/verify', { ip: freshIp(), body: { token: await latestVerifyToken(auth.app, owner) } });
    expect(opened.body).toEqual({ message: 'Your email address is verified.', password_reset_required: true });
    expect((await me(session)).status).toBe(401);
    expect((await signIn(owner, 'attacker-pass3')).status).toBe(422);
    expect((await signIn(attacker.form.email, 'attacker-pass3')).status).toBe(422);
    const byCode = await signInByCode(owner);
    expect(byCode.body['user']).toMatchObject({ email: owner, password_reset_required: true });
  });

  it('spends a reset link asked for before the new address was proven', async () => {
    const attacker = await preRegister();
    await signInByCode(attacker.form.email);
    await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: attacker.form.email } });
    const first = await latestResetToken(auth.app, attacker.form.email);
    await call('POST', '/auth/reset-password', {
      ip: freshIp(),
      body: { email: attacker.form.email, token: first, password: 'attacker-pass3', password_confirmation: 'attacker-pass3' },
    });
    const session = (await signIn(attacker.form.email, 'attacker-pass3')).body['access_token'] as string;
    // A second link, kept for after the move.
    await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: attacker.form.email } });
    const kept = await latestResetToken(auth.app, attacker.form.email);
    const owner = userForm().email;
    const profile = { name: 'Mallory', phone: '9876543210', phone_country_number: '91', phone_country_code: 'IN' };
    await call('PUT', '/user', { token: session, ip: freshIp(), body: { ...profile, email: owner, current_password: 'attacker-pass3' } });
    await call('POST', '/auth/email/verify', { ip: freshIp(), body: { token: await latestVerifyToken(auth.app, owner) } });

    const reset = await call('POST', '/auth/reset-password', {
      ip: freshIp(),
      body: { email: owner, token: kept, password: 'attacker-pass4', password_confirmation: 'attacker-pass4' },
    });
    expect(reset.status).toBe(422);
    expect((await signIn(owner, 'attacker-pass4')).status).toBe(422);
  });

  it('cannot move onto an address another account has', async () => {
    const victim = await preRegister();
    const attacker = await preRegister();
    const answer = await call('PUT', '/user', {
      token: attacker.token,
      ip: freshIp(),
      body: { name: 'Mallory', phone: '9876543210', phone_country_number: '91', phone_country_code: 'IN', email: victim.form.email, current_password: attacker.form.password },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ email: ['The email has already been taken.'] });
    expect((await me(victim.token)).body['data']).toMatchObject({ email: victim.form.email });
  });
});
