import { integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The surrogate key every table has: an identity the database numbers. */
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** An instant as the tables keep them: with a time zone, read as a `Date`. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** `created_at` / `updated_at` as most tables keep them: instants with a time zone, set by the database. */
export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** The parent a row belongs to: required, and the row goes when the parent does. */
export const ownedBy = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** The parent a row records something about: required, and the parent cannot go while the row is there. */
export const kept = (name: string, parent: () => AnyPgColumn) => integer(name).notNull().references(parent);

/** A link mailed to a user: its token kept hashed, good once until it expires. */
export const mailedLinkColumns = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});
