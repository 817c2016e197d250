import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/index';

export type MailChannel = 'email' | 'sms';

/** One message to one recipient: an email address, or an E.164 phone number for an SMS. */
export interface MailMessage {
  channel: MailChannel;
  to: string;
  subject: string;
  text: string;
  /** Email only; an SMS carries the text. */
  html?: string;
}

/** The one way the API sends mail and SMS (ARCHITECTURE.md "Decisions": mail). */
export interface Mailer {
  /** Which delivery is behind it: `smtp` (emails through SMTP, SMS to the outbox) or `outbox` (everything kept). */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Sends or keeps a message. Resolves once the message is stored or handed over for delivery; SMTP delivery
   * itself happens in the background, so the time of an answer never tells whether a message was sent.
   */
  send(message: MailMessage): Promise<void>;
  /** Waits for messages still being delivered, then releases the transport. */
  close(): Promise<void>;
}

/** Keeps every message in `mail_outbox`, where `GET /dev/outbox` shows it. */
export class OutboxMailer implements Mailer {
  readonly kind: Mailer['kind'] = 'outbox';

  constructor(private readonly db: Database) {}

  async send(message: MailMessage): Promise<void> {
    await this.db.insert(mailOutbox).values({
      channel: message.channel,
      recipient: message.to,
      subject: message.subject,
      bodyText: message.text,
      bodyHtml: message.html ?? null,
    });
  }

  async close(): Promise<void> {
    // Nothing to release: the database plugin closes the database.
  }
}

/** The part of a nodemailer transport the mailer uses. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

export interface SmtpMailerOptions {
  transport: MailTransport;
  /** The From header, e.g. `"Aurelia" <no-reply@shop.example>`. */
  from: string;
  /** Where SMS go while the shop has no SMS gateway. */
  outbox: Mailer;
  /** Told about a delivery that failed; nothing else sees it. */
  onError: (error: unknown, message: Pick<MailMessage, 'channel' | 'subject'>) => void;
}

/** Emails through SMTP (nodemailer); SMS, which SMTP cannot carry, to the outbox (channel `sms`). */
export class SmtpMailer implements Mailer {
  readonly kind: Mailer['kind'] = 'smtp';
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: SmtpMailerOptions) {}

  async send(message: MailMessage): Promise<void> {
    if (message.channel === 'sms') return this.options.outbox.send(message);
    const delivery = this.options.transport
      .sendMail({ from: this.options.from, to: message.to, subject: message.subject, text: message.text, html: message.html })
      .then(
        () => undefined,
        (error: unknown) => this.options.onError(error, { channel: message.channel, subject: message.subject }),
      )
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves when every message handed over so far has been delivered or has failed. */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.flush();
    this.options.transport.close();
  }
}

/**
 * The From address: `?from=` on SMTP_URL when given (it is removed before nodemailer sees the URL), otherwise
 * `no-reply@` the storefront's host.
 */
export function smtpSettings(smtpUrl: string, brandName: string, storefrontUrl: string): { url: string; from: string } {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from');
  url.searchParams.delete('from');
  const address = from ?? `no-reply@${new URL(storefrontUrl).hostname}`;
  return { url: url.toString(), from: `"${brandName.replace(/["\\\r\n]/g, '')}" <${address}>` };
}

export interface CreateMailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  brandName: string;
  storefrontUrl: string;
  onError: SmtpMailerOptions['onError'];
}

/** SMTP when SMTP_URL is set, the outbox otherwise. */
export function createMailer(options: CreateMailerOptions): Mailer {
  const outbox = new OutboxMailer(options.db);
  if (!options.smtpUrl) return outbox;
  const { url, from } = smtpSettings(options.smtpUrl, options.brandName, options.storefrontUrl);
  return new SmtpMailer({ transport: nodemailer.createTransport(url), from, outbox, onError: options.onError });
}
