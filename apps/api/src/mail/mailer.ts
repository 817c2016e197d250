import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { Database } from '../db/database';
import { mailOutbox } from '../db/schema/index';
import { CopyingMailer, EmlFileMailer } from './eml-file-mailer';
import { headerSafe } from './header-value';

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

/** The one way the API sends mail and SMS (docs/architecture.md "Decisions": mail). */
export interface Mailer {
  /**
   * Which delivery is behind it: `smtp` (emails through SMTP, SMS like `files`), `files` (everything written as
   * `.eml` files) or `outbox` (the development outbox table).
   */
  readonly kind: 'smtp' | 'files' | 'outbox';
  /** Where messages go, in words for the start-up log. */
  readonly destination: string;
  /**
   * Sends or keeps a message. Resolves once the message is stored or handed over for delivery; SMTP delivery
   * itself happens in the background, so the time of an answer never tells whether a message was sent.
   */
  send(message: MailMessage): Promise<void>;
  /** Waits for messages still being delivered, then releases the transport. */
  close(): Promise<void>;
}

/** Keeps every message in `mail_outbox`, where `GET /dev/outbox` shows it: only with DEV_TOOLS=true. */
export class OutboxMailer implements Mailer {
  readonly kind: Mailer['kind'] = 'outbox';
  readonly destination = 'the development outbox (GET /api/v1/dev/outbox)';

  constructor(private readonly db: Database) {}

  async send(unchecked: MailMessage): Promise<void> {
    const message = headerSafe(unchecked);
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
  sms: Mailer;
  /** Told about a delivery that failed; nothing else sees it. */
  onError: (error: unknown, message: Pick<MailMessage, 'channel' | 'subject'>) => void;
}

/** Emails through SMTP (nodemailer); SMS, which SMTP cannot carry, to the `sms` mailer. */
export class SmtpMailer implements Mailer {
  readonly kind: Mailer['kind'] = 'smtp';
  readonly destination: string;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: SmtpMailerOptions) {
    this.destination = `SMTP (SMS to ${options.sms.destination})`;
  }

  async send(unchecked: MailMessage): Promise<void> {
    if (unchecked.channel === 'sms') return this.options.sms.send(unchecked);
    const message = headerSafe(unchecked);
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
    await this.options.sms.close();
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
  return { url: url.toString(), from: fromHeader(brandName, storefrontUrl, from ?? undefined) };
}

/** `"Aurelia" <no-reply@shop.example>`: the given address, or no-reply at the storefront's host. */
export function fromHeader(brandName: string, storefrontUrl: string, address = `no-reply@${new URL(storefrontUrl).hostname}`): string {
  return `"${brandName.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

export interface CreateMailerOptions {
  db: Database;
  smtpUrl: string | undefined;
  brandName: string;
  storefrontUrl: string;
  /** Where messages are written as `.eml` files when there is no SMTP (and SMS always). */
  mailDir: string;
  /** Also keep every message not sent through SMTP in the development outbox (DEV_TOOLS=true). */
  keepOutbox: boolean;
  onError: SmtpMailerOptions['onError'];
}

/**
 * SMTP when SMTP_URL is set; otherwise (and for SMS) `.eml` files in `mailDir`, copied to the development outbox
 * when `keepOutbox`.
 */
export function createMailer(options: CreateMailerOptions): Mailer {
  const files = new EmlFileMailer(options.mailDir, fromHeader(options.brandName, options.storefrontUrl));
  const local = options.keepOutbox ? new CopyingMailer([files, new OutboxMailer(options.db)]) : files;
  if (!options.smtpUrl) return local;
  const { url, from } = smtpSettings(options.smtpUrl, options.brandName, options.storefrontUrl);
  return new SmtpMailer({ transport: nodemailer.createTransport(url), from, sms: local, onError: options.onError });
}
