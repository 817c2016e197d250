import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EmlFileMailer } from './eml-file-mailer';
import { headerSafe, oneLineSubject } from './header-value';
import { SmtpMailer, type Mailer, type MailMessage } from './mailer';

const injected: MailMessage = {
  channel: 'email',
  to: 'asha@example.com',
  subject: 'Asha\r\nBcc: victim@example.com\r\n\r\nsent you a gift card',
  text: 'Hello',
};

describe('oneLineSubject', () => {
  it('turns each run of line breaks and other control characters into one space', () => {
    expect(oneLineSubject(injected.subject)).toBe('Asha Bcc: victim@example.com sent you a gift card');
    expect(oneLineSubject('A\u2028B\u0085C\u202eD\tE\u0000F')).toBe('A B C D E F');
  });
  it('leaves an ordinary subject as it is', () => {
    expect(oneLineSubject('Zoë sent you a ₹5,000 gift card from Aurelia')).toBe('Zoë sent you a ₹5,000 gift card from Aurelia');
  });
});

describe('headerSafe', () => {
  it('refuses a recipient holding a line break', () => {
    expect(() => headerSafe({ ...injected, to: 'asha@example.com\r\nBcc: victim@example.com' })).toThrow(/control character/);
  });
});

describe('every mailer writes a subject on one line', () => {
  it('the .eml files carry no header the subject smuggled in', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'aurelia-mail-')), 'mail');
    const mailer = new EmlFileMailer(dir, '"Aurelia" <no-reply@shop.example>');
    await mailer.send(injected);
    await mailer.close();
    const [file] = readdirSync(dir).filter((name) => name.endsWith('.eml'));
    const written = readFileSync(join(dir, file ?? ''), 'utf8');
    expect(written).not.toMatch(/^Bcc:/im);
    expect(written).toMatch(/^Subject: Asha Bcc: victim@example\.com sent you a gift card$/m);
  });

  it('SMTP hands the transport a one-line subject, and never sends to a recipient with a line break', async () => {
    const sendMail = vi.fn().mockResolvedValue({});
    const sms: Mailer = { kind: 'files', destination: 'nowhere', send: vi.fn(), close: vi.fn() };
    const mailer = new SmtpMailer({ transport: { sendMail, close: vi.fn() }, from: 'no-reply@shop.example', sms, onError: vi.fn() });
    await mailer.send(injected);
    await mailer.flush();
    expect(sendMail).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Asha Bcc: victim@example.com sent you a gift card' }));
    await expect(mailer.send({ ...injected, to: 'asha@example.com\nBcc: victim@example.com' })).rejects.toThrow();
    expect(sendMail).toHaveBeenCalledTimes(1);
  });
});
