import { z } from 'zod';

/**
 * The one error shape of the API (ARCHITECTURE.md, "API conventions"):
 * `{ message, errors?: { field: string[] } }`. `errors` is present on 422 validation failures and is what
 * the login, register and booking forms show beside their fields (SPEC.md §5, §8).
 */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `meta` of every paginated list. `last_page` is at least 1, even for an empty list. */
export const paginationMetaSchema = z.object({
  current_page: z.int().min(1),
  last_page: z.int().min(1),
  per_page: z.int().min(1),
  total: z.int().min(0),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

/** Wraps a resource as the API sends it: `{ data: resource }`. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** A paginated list: `{ data: item[], meta: PaginationMeta }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: paginationMetaSchema });
}

/**
 * Upper bound of a money amount, in rupees (100 crore). It keeps the amount in paise, which the database
 * stores, well inside the safe-integer range.
 */
export const MONEY_MAX_RUPEES = 1_000_000_000;

/**
 * Money on the wire: decimal rupees, never negative, at most 2 decimals (ARCHITECTURE.md). The database
 * holds integer paise; the server converts at the edge.
 */
export const moneySchema = z
  .number()
  .min(0)
  .max(MONEY_MAX_RUPEES)
  .multipleOf(0.01)
  .describe('Amount in Indian rupees, at most 2 decimals');
export type Money = z.infer<typeof moneySchema>;

/** A calendar date, `YYYY-MM-DD`, checked for a real day (no 2023-02-29). */
export const dateSchema = z.iso.date().describe('Calendar date, YYYY-MM-DD');
export type DateString = z.infer<typeof dateSchema>;

/** A time of day to the minute, `HH:mm` on a 24-hour clock. */
export const timeSchema = z.iso.time({ precision: -1 }).describe('Time of day, HH:mm (24-hour)');
export type TimeString = z.infer<typeof timeSchema>;

/** An instant as ISO 8601 with `Z` or an offset, e.g. `2025-01-31T09:30:00.000Z`. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
export type DateTimeString = z.infer<typeof dateTimeSchema>;

/** A database id: a positive integer. */
export const idSchema = z.int().min(1);

/** A URL slug as the server generates them: lower-case words joined by single hyphens. */
export const slugSchema = z
  .string()
  .min(1)
  .max(150)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug');
