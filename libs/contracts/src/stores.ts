import { z } from 'zod';
import { dataEnvelope, idSchema, slugSchema, timeSchema } from './common';
import { e } from './endpoint-responses';

/** The days of `opening_hours`, Monday first as in India. */
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The time zone every store keeps its hours and slots in. */
export const STORE_TIMEZONE = 'Asia/Kolkata';

/** One day's hours, local time of the store; `null` when the store is closed all day. */
export const openingHoursDaySchema = z.object({ open: timeSchema, close: timeSchema }).nullable();
export type OpeningHoursDay = z.infer<typeof openingHoursDaySchema>;

/** Opening hours by weekday (`monday` … `sunday`), every day present. */
export const openingHoursSchema = z.object({
  monday: openingHoursDaySchema,
  tuesday: openingHoursDaySchema,
  wednesday: openingHoursDaySchema,
  thursday: openingHoursDaySchema,
  friday: openingHoursDaySchema,
  saturday: openingHoursDaySchema,
  sunday: openingHoursDaySchema,
});
export type OpeningHoursByDay = z.infer<typeof openingHoursSchema>;

/**
 * A physical store, with what the store page, its map and its JSON-LD `Store` need. `phone` is the full
 * international number (`+91…`); `latitude`/`longitude` are WGS 84 degrees.
 */
export const storeSchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.literal('IN'),
  address: z.string(),
  pincode: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  opening_hours: openingHoursSchema,
  services: z.array(z.string()),
  timezone: z.literal(STORE_TIMEZONE),
});
export type Store = z.infer<typeof storeSchema>;

/** `GET /stores?city=`: the city is matched ignoring case (`mumbai`, `New Delhi`). */
export const storeListQuerySchema = z.object({
  city: z.string().trim().min(1).max(100).optional().describe('City name, matched ignoring case'),
});
export type StoreListQuery = z.infer<typeof storeListQuerySchema>;

/** `GET /stores/:slug`; any string is looked up, so a malformed slug is a 404 like an unknown one. */
export const storeSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export type StoreSlugParams = z.infer<typeof storeSlugParamsSchema>;

export const storeListResponseSchema = dataEnvelope(z.array(storeSchema));
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

export const storeResponseSchema = dataEnvelope(storeSchema);
export type StoreResponse = z.infer<typeof storeResponseSchema>;

/** `GET /stores`, `GET /stores/:slug` (docs/architecture.md "Endpoints we design"). */
export const storeEndpoints = {
  listStores: {
    method: 'GET',
    path: '/stores',
    summary: 'The physical stores in their display order, optionally in one city',
    auth: 'none',
    query: storeListQuerySchema,
    response: { 200: storeListResponseSchema, 422: e, 429: e, 500: e },
  },
  getStore: {
    method: 'GET',
    path: '/stores/:slug',
    summary: 'A store by its slug',
    auth: 'none',
    params: storeSlugParamsSchema,
    response: { 200: storeResponseSchema, 404: e, 422: e, 429: e, 500: e },
  },
} as const;
