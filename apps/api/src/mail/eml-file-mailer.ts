import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { headerSafe } from './header-value';
import type { Mailer, MailMessage } from './mailer';

/** `2026-11-26T07-01-02-123Z-email-asha@example.com-1a2b3c.eml`: sorted by time, the recipient readable. */
export function emlFileName(at: Date, message: Pick<MailMessage, 'channel' | 'to'>, suffix = randomBytes(3).toString('hex')): string {
  const time = at.toISOString().replace(/[:.]/g, '-');
  const recipient = message.to.replace(/[^a-zA-Z0-9@._+-]/g, '_').slice(0, 80);
  return `${time}-${message.channel}-${recipient}-${suffix}.eml`;
}

/**
 * Writes every message, email or SMS, as an RFC 822 `.eml` file in `dir` (any mail program opens one), so that a
 * shop without SMTP_URL still delivers its sign-in codes and links to whoever runs it, and to nobody over HTTP.
 * The folder is the owner's only (0700, files 0600): the messages hold codes and links that sign people in.
 */
export class EmlFileMailer implements Mailer {
  readonly kind: Mailer['kind'] = 'files';
  readonly destination: string;
  // nodemailer's stream transport builds the message (headers, MIME parts, encodings) without sending it.
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {
    this.destination = `.eml files in ${dir}`;
  }

  async send(unchecked: MailMessage): Promise<void> {
    const message = headerSafe(unchecked);
    const built = await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      // An SMS goes to a phone number, which is no address for a To header.
      headers: { 'X-Aurelia-Channel': message.channel, ...(message.channel === 'sms' ? { 'X-Sms-To': message.to } : {}) },
    });
    if (!Buffer.isBuffer(built.message)) throw new Error('the stream transport did not buffer the message');
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    // Written under a hidden name, then renamed: whoever watches the folder never opens a half-written message.
    const name = emlFileName(new Date(), message);
    const partial = join(this.dir, `.${name}.part`);
    await writeFile(partial, built.message, { mode: 0o600, flag: 'wx' });
    await rename(partial, join(this.dir, name));
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** Hands each message to every mailer in turn: the `.eml` files, and the development outbox beside them. */
export class CopyingMailer implements Mailer {
  readonly kind: Mailer['kind'];
  readonly destination: string;

  constructor(private readonly mailers: readonly [Mailer, ...Mailer[]]) {
    this.kind = mailers[0].kind;
    this.destination = mailers.map((mailer) => mailer.destination).join(' and ');
  }

  async send(message: MailMessage): Promise<void> {
    for (const mailer of this.mailers) await mailer.send(message);
  }

  async close(): Promise<void> {
    for (const mailer of this.mailers) await mailer.close();
  }
}
