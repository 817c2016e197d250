import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { latestOtpCode, latestResetToken, useAuthTestApp, userForm } from '../test/auth-test-client';
import { AUTH_LIMITS } from './auth-limits';
import { authTokens, mailOutbox, otpCodes, passwordResets, users } from '../db/schema/index';
import { OTP_INVALID, OTP_SENT, OTP_TEXTED, RESET_LINK_SENT, RESET_TOKEN_INVALID } from './auth-routes';

const auth = useAuthTestApp('10.2.0');
const { call, freshIp, register } = auth;

/** Messages in the outbox once the mail sent after the answers so far has gone. */
const outboxCount = async () => {
  await auth.app.afterReplySettled();
  return (await auth.app.db.select().from(mailOutbox)).length;
};
const requestOtp = (email: string) => call('POST', '/auth/otp/request', { ip: freshIp(), body: { email } });
const verifyOtp = (email: string, code: string) => call('POST', '/auth/otp/verify', { ip: freshIp(), body: { email, code } });
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

describe('OTP login: POST /auth/otp/request then /auth/otp/verify', () => {
  it('emails a 6-digit code that signs in once, and marks the email verified', async () => {
    const { form } = await register();
    const requested = await requestOtp(form.email.toUpperCase());
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: OTP_SENT });

    const code = await latestOtpCode(auth.app, form.email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await auth.app.db.select().from(otpCodes).where(eq(otpCodes.recipient, form.email));
    expect(stored?.codeHash).toMatch(/^\$argon2id\$/);
    expect(stored?.codeHash).not.toContain(code);
    const minutes = ((stored?.expiresAt.getTime() ?? 0) - (stored?.createdAt.getTime() ?? 0)) / 60_000;
    expect(minutes).toBeCloseTo(10, 1);

    const verified = await verifyOtp(form.email, code);
    expect(verified.status, verified.raw).toBe(200);
    expect(verified.body['user']).toMatchObject({ email: form.email });
    expect((verified.body['user'] as { email_verified_at: string | null }).email_verified_at).not.toBeNull();
    expect((await call('GET', '/user', { token: verified.body['access_token'] as string })).status).toBe(200);

    const again = await verifyOtp(form.email, code);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: [OTP_INVALID] });
  });

  it('gives an unknown email the identical answer and sends nothing', async () => {
    const before = await outboxCount();
    const answer = await requestOtp('nobody.otp@example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: OTP_SENT });
    expect(await outboxCount()).toBe(before);
    expect((await verifyOtp('nobody.otp@example.com', '123456')).body.errors).toEqual({ code: [OTP_INVALID] });
  });

  it('kills a code after 5 wrong attempts, even for the right code', async () => {
    const { form } = await register();
    await requestOtp(form.email);
    const code = await latestOtpCode(auth.app, form.email);
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await verifyOtp(form.email, wrongCode(code));
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ code: [OTP_INVALID] });
    }
    expect((await verifyOtp(form.email, code)).status).toBe(422);
  });

  it('refuses an expired code', async () => {
    const { form } = await register();
    await requestOtp(form.email);
    const code = await latestOtpCode(auth.app, form.email);
    await auth.app.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.recipient, form.email));
    expect((await verifyOtp(form.email, code)).body.errors).toEqual({ code: [OTP_INVALID] });
  });

  it('lets only the newest code work', async () => {
    const { form } = await register();
    await requestOtp(form.email);
    const first = await latestOtpCode(auth.app, form.email);
    await requestOtp(form.email);
    const second = await latestOtpCode(auth.app, form.email);
    if (first !== second) expect((await verifyOtp(form.email, first)).status).toBe(422);
    expect((await verifyOtp(form.email, second)).status).toBe(200);
  });

  it('refuses a malformed code at code', async () => {
    const answer = await verifyOtp('a@example.com', '12ab56');
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual(['code']);
  });
});

describe('OTP login by mobile number: the code is texted to the number of the one account that has it', () => {
  /** A mobile number no other account in this file has (the others share the form's 9876543210). */
  const freshNumber = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const registerWithPhone = async (phone: string) => {
    const form = userForm({ phone });
    const answer = await call('POST', '/auth/register', { body: form, ip: freshIp() });
    expect(answer.status, answer.raw).toBe(200);
    return form;
  };
  const requestByPhone = (phone: string, ip = freshIp()) => call('POST', '/auth/otp/request', { ip, body: { phone } });
  const verifyByPhone = (phone: string, code: string) => call('POST', '/auth/otp/verify', { ip: freshIp(), body: { phone, code } });

  it('texts a code that signs in once, without confirming the email it never reached', async () => {
    const phone = freshNumber();
    const form = await registerWithPhone(phone);
    const requested = await requestByPhone(phone);
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ message: OTP_TEXTED });
    const code = await latestOtpCode(auth.app, `+91${phone}`);
    const [texted] = (await auth.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, `+91${phone}`))).slice(-1);
    expect(texted).toMatchObject({ channel: 'sms', bodyHtml: null });
    expect(texted?.bodyText).toMatch(new RegExp(`^${code} is your \\w+ sign-in code`));
    expect(await latestOtpCode(auth.app, form.email).catch(() => null)).toBeNull();

    const verified = await verifyByPhone(phone, code);
    expect(verified.status, verified.raw).toBe(200);
    expect(verified.body['user']).toMatchObject({ email: form.email, phone, email_verified_at: null });
    expect((await verifyByPhone(phone, code)).body.errors).toEqual({ code: [OTP_INVALID] });
  });

  it('gives an unknown number, and one that several accounts share, the identical answer and sends nothing', async () => {
    const shared = freshNumber();
    await registerWithPhone(shared);
    await registerWithPhone(shared);
    for (const phone of [freshNumber(), shared]) {
      const before = await outboxCount();
      const answer = await requestByPhone(phone);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: OTP_TEXTED });
      expect(await outboxCount(), phone).toBe(before);
      expect((await verifyByPhone(phone, '123456')).body.errors).toEqual({ code: [OTP_INVALID] });
    }
  });

  it('does not let an emailed code sign in by the number, nor a texted one by the email', async () => {
    const phone = freshNumber();
    const form = await registerWithPhone(phone);
    await requestOtp(form.email);
    const emailed = await latestOtpCode(auth.app, form.email);
    expect((await verifyByPhone(phone, emailed)).status).toBe(422);
    await requestByPhone(phone);
    const texted = await latestOtpCode(auth.app, `+91${phone}`);
    expect((await verifyOtp(form.email, texted)).status).toBe(422);
    expect((await verifyByPhone(phone, texted)).status).toBe(200);
  });

  it('limits requests per number as per email, whether or not an account has it', async () => {
    const { limit } = AUTH_LIMITS.otpRequestsPerEmail;
    for (const phone of [freshNumber(), await registerWithPhone(freshNumber()).then((form) => form.phone)]) {
      for (let i = 0; i < limit; i++) expect((await requestByPhone(phone)).status).toBe(200);
      const refused = await requestByPhone(phone);
      expect(refused.status).toBe(429);
      // The window's 600 s, counted from the first request: a second may have passed since on a slow machine.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(599);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    }
  });
});

describe('password reset: POST /auth/forgot-password then /auth/reset-password', () => {
  it('mails a single-use link that sets a new password and signs out every session', async () => {
    const { form, token: session } = await register();
    const forgot = await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: form.email } });
    expect(forgot.status).toBe(200);
    expect(forgot.body).toEqual({ message: RESET_LINK_SENT });

    await auth.app.afterReplySettled();
    // The address also gets its verification mail from the sign-up, sent after the answer like this one.
    const mails = await auth.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, form.email)).orderBy(desc(mailOutbox.id));
    const mail = mails.find((candidate) => candidate.bodyText.includes('/reset-password?token='));
    expect(mail?.bodyText).toContain(`${auth.storefrontUrl}/reset-password?token=`);
    expect(mail?.bodyText).toContain(`email=${encodeURIComponent(form.email)}`);
    const token = await latestResetToken(auth.app, form.email);
    const [stored] = await auth.app.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, token));
    expect(stored).toBeUndefined();

    const body = { email: form.email, token, password: 'navratna2026', password_confirmation: 'navratna2026' };
    const reset = await call('POST', '/auth/reset-password', { ip: freshIp(), body });
    expect(reset.status, reset.raw).toBe(200);
    expect(reset.raw).not.toContain('navratna2026');
    expect((await call('GET', '/user', { token: session })).status).toBe(401);

    const oldLogin = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } });
    expect(oldLogin.status).toBe(422);
    const login = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: 'navratna2026' } });
    expect(login.status).toBe(200);

    const reused = await call('POST', '/auth/reset-password', {
      ip: freshIp(),
      body: { ...body, password: 'another2026', password_confirmation: 'another2026' },
    });
    expect(reused.status).toBe(422);
    expect(reused.body.errors).toEqual({ token: [RESET_TOKEN_INVALID] });

    const [row] = await auth.app.db.select().from(users).where(eq(users.email, form.email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const outbox = JSON.stringify(await auth.app.db.select().from(mailOutbox));
    expect(outbox).not.toContain('navratna2026');
    expect(outbox).not.toContain(form.password);
  });

  it('gives an unknown email the identical answer and sends nothing', async () => {
    const { form } = await register();
    const known = await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: form.email } });
    const before = await outboxCount();
    const unknown = await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: 'nobody.reset@example.com' } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.raw).toBe(known.raw);
    expect(await outboxCount()).toBe(before);
  });

  it('refuses an expired token, a token for another email, and an unknown token, changing nothing', async () => {
    const { form } = await register();
    const other = await register();
    await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: form.email } });
    const token = await latestResetToken(auth.app, form.email);
    const body = { email: form.email, token, password: 'navratna2026', password_confirmation: 'navratna2026' };

    const wrongEmail = await call('POST', '/auth/reset-password', { ip: freshIp(), body: { ...body, email: other.form.email } });
    expect(wrongEmail.body.errors).toEqual({ token: [RESET_TOKEN_INVALID] });
    const unknown = await call('POST', '/auth/reset-password', { ip: freshIp(), body: { ...body, token: 'x'.repeat(43) } });
    expect(unknown.body.errors).toEqual({ token: [RESET_TOKEN_INVALID] });

    const [user] = await auth.app.db.select().from(users).where(eq(users.email, form.email));
    await auth.app.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user?.id ?? 0));
    const expired = await call('POST', '/auth/reset-password', { ip: freshIp(), body });
    expect(expired.status).toBe(422);
    expect(expired.body.errors).toEqual({ token: [RESET_TOKEN_INVALID] });
    const login = await call('POST', '/auth/login', { ip: freshIp(), body: { email: form.email, password: form.password } });
    expect(login.status).toBe(200);
  });

  it('keeps only the newest link alive, valid for 60 minutes', async () => {
    const { form } = await register();
    await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: form.email } });
    const first = await latestResetToken(auth.app, form.email);
    await call('POST', '/auth/forgot-password', { ip: freshIp(), body: { email: form.email } });
    const second = await latestResetToken(auth.app, form.email);
    const body = { email: form.email, password: 'navratna2026', password_confirmation: 'navratna2026' };
    expect((await call('POST', '/auth/reset-password', { ip: freshIp(), body: { ...body, token: first } })).status).toBe(422);
    expect((await call('POST', '/auth/reset-password', { ip: freshIp(), body: { ...body, token: second } })).status).toBe(200);
    const [user] = await auth.app.db.select().from(users).where(eq(users.email, form.email));
    const [latest] = await auth.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, user?.id ?? 0))
      .orderBy(desc(passwordResets.id))
      .limit(1);
    expect(((latest?.expiresAt.getTime() ?? 0) - (latest?.createdAt.getTime() ?? 0)) / 60_000).toBeCloseTo(60, 1);
    const live = await auth.app.db.select().from(authTokens).where(eq(authTokens.userId, user?.id ?? 0));
    expect(live.every((t) => t.revokedAt !== null)).toBe(true);
  });

  it('reports a weak or unconfirmed new password at its keys', async () => {
    const answer = await call('POST', '/auth/reset-password', {
      ip: freshIp(),
      body: { email: 'a@example.com', token: 't', password: 'weakpass', password_confirmation: 'other' },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {}).sort()).toEqual(['password', 'password_confirmation']);
  });
});
