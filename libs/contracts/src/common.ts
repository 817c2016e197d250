import { z } from 'zod';
import './plain-errors';
import { hasControlCharacters } from './control-characters';

/**
 * The one error shape of the API (docs/architecture.md, "API conventions"):
 * `{ message, errors?: { field: string[] } }`. `errors` is present on 422 validation failures and is what
 * the login, register and booking forms show beside their fields (docs/behaviour.md §5, §8).
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
 * Money on the wire: decimal rupees, never negative, at most 2 decimals (docs/architecture.md). The database
 * holds integer paise; the server converts at the edge.
 */
export const moneySchema = z
  .number({ error: 'Enter the amount in rupees' })
  .min(0, 'Enter an amount of ₹0 or more')
  .max(MONEY_MAX_RUPEES, 'Enter an amount up to ₹100 crore')
  .multipleOf(0.01, 'Enter the amount in rupees, with at most 2 decimals (paise)')
  .describe('Amount in Indian rupees, at most 2 decimals');
export type Money = z.infer<typeof moneySchema>;

/** A calendar date, `YYYY-MM-DD`, checked for a real day (no 2023-02-29). */
export const dateSchema = z.iso.date({ error: 'Choose a date' }).describe('Calendar date, YYYY-MM-DD');
export type DateString = z.infer<typeof dateSchema>;

/** A time of day to the minute, `HH:mm` on a 24-hour clock. */
export const timeSchema = z.iso.time({ precision: -1, error: 'Choose a time of day, like 09:30' }).describe('Time of day, HH:mm (24-hour)');
export type TimeString = z.infer<typeof timeSchema>;

/** An instant as ISO 8601 with `Z` or an offset, e.g. `2025-01-31T09:30:00.000Z`. */
export const dateTimeSchema = z.iso.datetime({ offset: true });
export type DateTimeString = z.infer<typeof dateTimeSchema>;

/** The largest id a row can have (a PostgreSQL `integer`): a larger one names nothing, and is documented so. */
export const ROW_ID_MAX = 2_147_483_647;
/** Documents an id's range without refusing a larger one: that names no row (404), it is not malformed. */
export const rowIdRange = { maximum: ROW_ID_MAX } as const;

/** A database id: a positive integer. */
export const idSchema = z.int({ error: 'Choose one of the options' }).min(1, 'Choose one of the options').meta(rowIdRange);

/** A URL slug as the server generates them: lower-case words joined by single hyphens. */
export const slugSchema = z
  .string({ error: 'Choose one of the options' })
  .min(1, 'Choose one of the options')
  .max(150, 'No such page or store: check the link')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'No such page or store: check the link');

/**
 * A free-text field that may end up in a mail header, a subject or a file name (a person's name, an address
 * line): `schema` refused with `"<what> must not contain line breaks or control characters"` when it holds one.
 */
export function singleLineText<T extends z.ZodType<string | null | undefined>>(schema: T, what: string): T {
  return schema.refine((text) => typeof text !== 'string' || !hasControlCharacters(text), {
    message: `${what} must not contain line breaks or control characters`,
  });
}
