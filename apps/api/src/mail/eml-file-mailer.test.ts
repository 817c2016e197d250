import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newShopper } from '../cart/cart.test-fixture';
import type { DatabaseConnection } from '../db/database';
import { mailOutbox } from '../db/schema/index';
import { buildTestApp, openTestDatabase } from '../test/build-test-app';
import { emlFileName } from './eml-file-mailer';
import { mailDirectory } from './mailer-plugin';
import { createMailer, type MailMessage } from './mailer';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await openTestDatabase();
});
afterAll(async () => {
  await connection?.close();
});

const email: MailMessage = { channel: 'email', to: 'asha@example.com', subject: 'Your code', text: 'Code 012345', html: '<p>Code 012345</p>' };
const sms: MailMessage = { channel: 'sms', to: '+919876543210', subject: 'Code', text: 'Your code is 123456' };
const outboxSize = async () => (await connection.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
const emlFiles = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.eml')).sort();
const mailerIn = (mailDir: string, keepOutbox: boolean) =>
  createMailer({ db: connection.db, smtpUrl: undefined, brandName: 'Aurelia', storefrontUrl: 'https://shop.example', mailDir, keepOutbox, onError: vi.fn() });

describe('mail without SMTP_URL', () => {
  it('writes each email and SMS as an .eml file only its owner may read, and keeps no outbox without DEV_TOOLS', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'aurelia-mail-')), 'mail');
    const mailer = mailerIn(dir, false);
    expect(mailer.kind).toBe('files');
    expect(mailer.destination).toBe(`.eml files in ${dir}`);
    const before = await outboxSize();
    await mailer.send(email);
    await mailer.send(sms);
    await mailer.close();

    expect(await outboxSize()).toBe(before);
    const [first, second] = emlFiles(dir);
    expect(first).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-email-asha@example\.com-[0-9a-f]{6}\.eml$/);
    expect(second).toMatch(/-sms-\+919876543210-/);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, first ?? '')).mode & 0o777).toBe(0o600);
    const written = readFileSync(join(dir, first ?? ''), 'utf8');
    expect(written).toMatch(/^From: Aurelia <no-reply@shop\.example>$/m);
    expect(written).toMatch(/^To: asha@example\.com$/m);
    expect(written).toMatch(/^Subject: Your code$/m);
    expect(written).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(written).toContain('Code 012345');
    const text = readFileSync(join(dir, second ?? ''), 'utf8');
    expect(text).toMatch(/^X-Aurelia-Channel: sms$/m);
    expect(text).toMatch(/^X-Sms-To: \+919876543210$/m);
    expect(text).toContain('Your code is 123456');
  });

  it('also keeps every message in the development outbox with DEV_TOOLS on', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'aurelia-mail-')), 'mail');
    const mailer = mailerIn(dir, true);
    expect(mailer.destination).toMatch(/\.eml files in .* and the development outbox/);
    const before = await outboxSize();
    await mailer.send(email);
    expect(await outboxSize()).toBe(before + 1);
    expect(emlFiles(dir)).toHaveLength(1);
  });

  it('names files by time, channel and a recipient safe for a file name', () => {
    const at = new Date('2026-11-26T07:01:02.123Z');
    expect(emlFileName(at, { channel: 'email', to: 'a/../b c@example.com' }, 'abcdef')).toBe(
      '2026-11-26T07-01-02-123Z-email-a_.._b_c@example.com-abcdef.eml',
    );
  });

  it('is how the app delivers a sign-in code by default: a file under DATA_DIR/mail, nothing over HTTP', async () => {
    const { app, config, connection: db } = await buildTestApp({ seed: false, env: { DEV_TOOLS: 'false' } });
    try {
      const { email: shopper } = await newShopper(app);
      const asked = await app.inject({ method: 'POST', url: '/api/v1/auth/otp/request', payload: { email: shopper } });
      expect(asked.statusCode, asked.body).toBe(200);
      const dir = mailDirectory(config.dataDir);
      await vi.waitFor(() => expect(emlFiles(dir)).toHaveLength(1), { timeout: 5_000 });
      const written = readFileSync(join(dir, emlFiles(dir)[0] ?? ''), 'utf8');
      expect(written).toMatch(/^Subject: \d{6} is your Aurelia sign-in code$/m);
      expect(written).toContain(`To: ${shopper}`);
      expect(await db.db.select({ n: count() }).from(mailOutbox)).toEqual([{ n: 0 }]);
      expect((await app.inject(`/api/v1/dev/outbox?to=${encodeURIComponent(shopper)}`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
