import { pgTable, text } from 'drizzle-orm/pg-core';

/** Store settings as strings (docs/behaviour.md §3); booleans are `true` / `false`. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
