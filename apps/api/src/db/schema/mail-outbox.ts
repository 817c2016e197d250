import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Mail and SMS written here when no SMTP_URL is set, readable in development (docs/architecture.md). */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});
