import { z } from 'zod';
import { changeReasonSchema } from './back-office-admin';
import { dataEnvelope, dateTimeSchema, idSchema, moneySchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { always, e, withBody } from './endpoint-responses';

/** The purities the shop prices its metal by (libs/domain `PURITY_KEYS`; the API's tests keep the two equal). */
export const METAL_PURITIES = ['24K', '22K', '18K', '14K', 'Pt 950'] as const;
export type MetalPurity = (typeof METAL_PURITIES)[number];

/** The rate per gram in force for one purity, and the pieces priced by it. */
export const metalRateSchema = z.object({
  purity: z.enum(METAL_PURITIES),
  title: z.string(),
  /** Rupees a gram; null while the purity has no rate (no piece of it can then be priced). */
  rate_per_gram: moneySchema.nullable(),
  /** When it was set; null for no rate. */
  set_at: dateTimeSchema.nullable(),
  /** The pieces of the catalogue in this purity, all priced at this rate. */
  pieces: z.int().min(0),
});
export type MetalRate = z.infer<typeof metalRateSchema>;

/** One rate set: who set it, when, from what, why, and how many pieces it re-priced. */
export const metalRateChangeSchema = z.object({
  id: idSchema,
  purity: z.enum(METAL_PURITIES),
  rate_per_gram: moneySchema,
  /** The rate it replaced; null for a purity's first rate. */
  previous_rate_per_gram: moneySchema.nullable(),
  set_at: dateTimeSchema,
  /** Null once the account is gone, or for the rates the shop opened with. */
  set_by: z.object({ id: idSchema, name: z.string() }).nullable(),
  reason: z.string(),
  pieces_repriced: z.int().min(0),
});
export type MetalRateChange = z.infer<typeof metalRateChangeSchema>;

/** `GET /back-office/metal-rates`: each purity's rate in force, and the latest changes, newest first. */
export const metalRatesSchema = z.object({
  rates: z.array(metalRateSchema),
  changes: z.array(metalRateChangeSchema),
});
export type MetalRates = z.infer<typeof metalRatesSchema>;
export const metalRatesResponseSchema = dataEnvelope(metalRatesSchema);
export type MetalRatesResponse = z.infer<typeof metalRatesResponseSchema>;

/** How many changes `GET /back-office/metal-rates` lists. */
export const METAL_RATE_CHANGES_LISTED = 30;

/** `POST /back-office/metal-rates`: a purity's new rate per gram, and why. */
export const setMetalRateBodySchema = z.object({
  purity: z.enum(METAL_PURITIES, { error: 'Choose a purity from the list' }),
  rate_per_gram: moneySchema,
  reason: changeReasonSchema.optional(),
  /** A move of more than 10% from the rate in force is refused (422 at `rate_per_gram`) unless this is true. */
  confirm_large_change: z.boolean().optional(),
});
export type SetMetalRateBody = z.infer<typeof setMetalRateBodySchema>;

/** The change made, and every purity's rate after it. */
export const setMetalRateResponseSchema = z.object({ data: z.object({ change: metalRateChangeSchema, rates: z.array(metalRateSchema) }) });
export type SetMetalRateResponse = z.infer<typeof setMetalRateResponseSchema>;

/** The day's metal rates, from which every piece is priced (docs/behaviour.md §7). */
export const backOfficeRateEndpoints = {
  getMetalRates: {
    method: 'GET',
    path: '/back-office/metal-rates',
    summary: 'Each purity’s rate per gram in force with its pieces, and the latest changes (right rates.view)',
    auth: 'back_office',
    response: { 200: metalRatesResponseSchema, 401: e, 403: e, ...always },
  },
  setMetalRate: {
    method: 'POST',
    path: '/back-office/metal-rates',
    summary:
      'Set a purity’s rate per gram, with a reason: every piece of it is re-priced in the same transaction, orders keep their prices; audited (right rates.set, optional Idempotency-Key header)',
    auth: 'back_office',
    body: setMetalRateBodySchema,
    response: { 201: setMetalRateResponseSchema, 401: e, 403: e, 409: e, ...withBody, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
