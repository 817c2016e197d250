import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, identity, instant } from './columns';

/** A one-time sign-in code, kept hashed: 6 digits, 10 minutes, 5 attempts, single use. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: identity(),
    /** Where the code was sent: a lower-cased email or an E.164 phone number. */
    recipient: text('recipient').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_recipient_idx').on(t.recipient, t.createdAt)],
);
