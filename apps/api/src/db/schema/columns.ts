import { timestamp } from 'drizzle-orm/pg-core';

/** `created_at` / `updated_at` as most tables keep them: instants with a time zone, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
