import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant } from './columns';

/** Mail and SMS written here when no SMTP_URL is set, readable in development (docs/architecture.md). */
export const mailOutbox = pgTable('mail_outbox', {
  id: identity(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  sentAt: instant('sent_at'),
  createdAt: createdAt(),
});
