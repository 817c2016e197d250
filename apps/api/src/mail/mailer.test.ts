import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '../db/database';
import { mailOutbox } from '../db/schema/index';
import { newShopper } from '../cart/cart.test-fixture';
import { buildTestApp, openTestDatabase } from '../test/build-test-app';
import { OutboxMailer, SmtpMailer, smtpSettings, type MailMessage } from './mailer';
import { otpCodeMessage, passwordResetMessage, resetPasswordLink, welcomeMessage } from './templates';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

const context = { brandName: 'Aurelia', storefrontUrl: 'https://shop.example' };
const email: MailMessage = { channel: 'email', to: 'asha@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' };
const sms: MailMessage = { channel: 'sms', to: '+919876543210', subject: 'Code', text: 'Your code is 123456' };
const latest = async () =>
  (await connection.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1))[0];

describe('the outbox mailer (no SMTP_URL)', () => {
  it('keeps an email and an SMS in mail_outbox, unsent', async () => {
    const mailer = new OutboxMailer(connection.db);
    await mailer.send(email);
    expect(await latest()).toMatchObject({ channel: 'email', recipient: 'asha@example.com', bodyHtml: '<p>Hi</p>', sentAt: null });
    await mailer.send(sms);
    expect(await latest()).toMatchObject({ channel: 'sms', recipient: '+919876543210', bodyText: sms.text, bodyHtml: null });
  });
});

describe('the SMTP mailer', () => {
  it('sends an email through the transport with the From address, and an SMS to the outbox', async () => {
    const sendMail = vi.fn().mockResolvedValue({});
    const close = vi.fn();
    const mailer = new SmtpMailer({
      transport: { sendMail, close },
      from: '"Aurelia" <no-reply@shop.example>',
      sms: new OutboxMailer(connection.db),
      onError: vi.fn(),
    });
    await mailer.send(email);
    await mailer.flush();
    expect(sendMail).toHaveBeenCalledWith({
      from: '"Aurelia" <no-reply@shop.example>',
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
    await mailer.send(sms);
    expect(sendMail).toHaveBeenCalledTimes(1);
    expect(await latest()).toMatchObject({ channel: 'sms', bodyText: sms.text });
    await mailer.close();
    expect(close).toHaveBeenCalled();
  });

  it('answers before delivery, reports a failed delivery without the body, and finishes deliveries on close', async () => {
    let deliver: (value: object) => void = () => undefined;
    const sendMail = vi.fn(() => new Promise<object>((resolve) => (deliver = resolve)));
    const onError = vi.fn();
    const mailer = new SmtpMailer({ transport: { sendMail, close: vi.fn() }, from: 'x@y.z', sms: new OutboxMailer(connection.db), onError });
    await mailer.send(email);
    const closed = mailer.close();
    deliver({});
    await closed;

    const failing = new SmtpMailer({
      transport: { sendMail: vi.fn().mockRejectedValue(new Error('refused')), close: vi.fn() },
      from: 'x@y.z',
      sms: new OutboxMailer(connection.db),
      onError,
    });
    await failing.send(email);
    await failing.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), { channel: 'email', subject: 'Hello' });
  });

  it('takes the From address from ?from= on SMTP_URL, or no-reply at the storefront host', () => {
    expect(smtpSettings('smtp://user:pw@mail.example:587?from=shop%40example.com', 'Aurelia', 'https://shop.example')).toEqual({
      url: 'smtp://user:pw@mail.example:587',
      from: '"Aurelia" <shop@example.com>',
    });
    expect(smtpSettings('smtps://mail.example', 'Au"relia', 'http://localhost:4200').from).toBe('"Aurelia" <no-reply@localhost>');
  });

  it('is what the app uses when SMTP_URL is set, and links point to STOREFRONT_URL, not a CORS origin', async () => {
    const { app } = await buildTestApp({
      seed: false,
      env: { SMTP_URL: 'smtp://127.0.0.1:2525', CORS_ORIGINS: 'https://kiosk.example,https://shop.example', STOREFRONT_URL: 'https://shop.example/' },
    });
    expect(app.mailer.kind).toBe('smtp');
    expect(app.mailContext).toEqual({ brandName: 'Aurelia', storefrontUrl: 'https://shop.example' });
    await app.close();
  });
});

describe('links in the emails the app sends', () => {
  it('point to STOREFRONT_URL: the password reset of a shopper', async () => {
    const { app, connection: db } = await buildTestApp({ seed: false, env: { STOREFRONT_URL: 'https://shop.example' } });
    try {
      const { email } = await newShopper(app);
      const asked = await app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
      expect(asked.statusCode, asked.body).toBe(200);
      // The link is made and mailed after the answer (so its time tells nothing).
      await app.afterReplySettled();
      const [sent] = await db.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
      expect(sent?.recipient).toBe(email);
      expect(sent?.bodyText).toMatch(/https:\/\/shop\.example\/reset-password\?token=/);
      expect(sent?.bodyText).not.toMatch(/localhost|127\.0\.0\.1/);
    } finally {
      await app.close();
    }
  });
});

describe('templates', () => {
  it('put the code in the OTP subject and text, with its validity', () => {
    const message = otpCodeMessage(context, 'asha@example.com', '012345', 10);
    expect(message.subject).toBe('012345 is your Aurelia sign-in code');
    expect(message.text).toContain('012345');
    expect(message.text).toContain('10 minutes');
  });

  it('link the reset email to <storefront>/reset-password with the token and email', () => {
    expect(resetPasswordLink(context, 'abc_-1', 'a+b@example.com')).toBe(
      'https://shop.example/reset-password?token=abc_-1&email=a%2Bb%40example.com',
    );
    const message = passwordResetMessage(context, 'a+b@example.com', 'Asha', 'abc_-1', 60);
    expect(message.text).toContain('https://shop.example/reset-password?token=abc_-1&email=a%2Bb%40example.com');
    expect(message.html).toContain('href="https://shop.example/reset-password?token=abc_-1&amp;email=a%2Bb%40example.com"');
    expect(message.text).toContain('60 minutes');
  });

  it('escape names in HTML', () => {
    const message = welcomeMessage(context, 'x@example.com', '<script>alert(1)</script>');
    expect(message.html).not.toContain('<script>');
    expect(message.html).toContain('&lt;script&gt;');
    expect(message.subject).toBe('Welcome to Aurelia');
  });
});
