import { z } from 'zod';
import { dataEnvelope, dateTimeSchema, slugSchema } from './common';
import { e } from './endpoint-responses';

/** A CMS page in a footer or index: its slug (for `/page/{slug}`) and title. */
export const pageSummarySchema = z.object({
  slug: slugSchema,
  title: z.string(),
});
export type PageSummary = z.infer<typeof pageSummarySchema>;

/**
 * A CMS page. `body_html` was sanitized when it was stored (headings, paragraphs, lists, links, tables;
 * no scripts, styles or event attributes), so the client may render it as HTML.
 */
export const pageSchema = pageSummarySchema.extend({
  body_html: z.string(),
  updated_at: dateTimeSchema,
});
export type Page = z.infer<typeof pageSchema>;

/** `GET /pages/:slug`; any string is looked up, so a malformed slug is a 404 like an unknown one. */
export const pageSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export type PageSlugParams = z.infer<typeof pageSlugParamsSchema>;

export const pageListResponseSchema = dataEnvelope(z.array(pageSummarySchema));
export type PageListResponse = z.infer<typeof pageListResponseSchema>;

export const pageResponseSchema = dataEnvelope(pageSchema);
export type PageResponse = z.infer<typeof pageResponseSchema>;

/** `GET /pages`, `GET /pages/:slug` (docs/architecture.md "Endpoints we design"). */
export const pageEndpoints = {
  listPages: {
    method: 'GET',
    path: '/pages',
    summary: 'Every CMS page, slug and title, for the footer',
    auth: 'none',
    response: { 200: pageListResponseSchema, 429: e, 500: e },
  },
  getPage: {
    method: 'GET',
    path: '/pages/:slug',
    summary: 'A CMS page with its sanitized HTML',
    auth: 'none',
    params: pageSlugParamsSchema,
    response: { 200: pageResponseSchema, 404: e, 422: e, 429: e, 500: e },
  },
} as const;
