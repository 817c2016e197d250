import { pgTable, text } from 'drizzle-orm/pg-core';
import { identity, instant } from './columns';

/** A CMS page; `body_html` is sanitized before it is stored. */
export const pages = pgTable('pages', {
  id: identity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
