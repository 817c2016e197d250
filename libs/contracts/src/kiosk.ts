import { z } from 'zod';
import { appointmentStoreSchema } from './appointments';
import { dataEnvelope, dateTimeSchema, idSchema, singleLineText, slugSchema } from './common';
import type { EndpointDefinition } from './endpoints';
import { perIpCap } from './rate-limit';
import { KIOSK_DEVICE_HEADER } from './headers';
import { openingHoursDaySchema, openingHoursSchema } from './stores';
import { always, e } from './endpoint-responses';

export { KIOSK_DEVICE_HEADER };

/** The device token header; other headers (Authorization) pass through. */
export const kioskDeviceHeadersSchema = z.looseObject({
  [KIOSK_DEVICE_HEADER]: z
    .string({ error: 'This kiosk is not set up: a manager must register it first' })
    .min(20)
    .max(200),
});

/** `POST /kiosk/devices`: a manager registers this screen for a store, once. */
export const kioskDeviceBodySchema = z.object({
  store: z
    .string({ error: 'Choose the store this kiosk stands in' })
    .min(1, 'Choose the store this kiosk stands in')
    .pipe(slugSchema)
    .describe('Slug of the store the kiosk stands in'),
  name: singleLineText(
    z.string({ error: 'Name this kiosk, e.g. Front counter' }).trim().min(1, 'Name this kiosk, e.g. Front counter').max(60, 'Use at most 60 characters'),
    'The kiosk’s name',
  ),
});
export type KioskDeviceBody = z.infer<typeof kioskDeviceBodySchema>;

/** A member of the store's staff, as the lock screen lists them to pick before the PIN. */
export const kioskStaffMemberSchema = z.object({ id: idSchema, name: z.string() });
export type KioskStaffMember = z.infer<typeof kioskStaffMemberSchema>;

/** A registered kiosk and its store. */
export const kioskDeviceSchema = z.object({
  id: idSchema,
  name: z.string(),
  store: appointmentStoreSchema,
  registered_at: dateTimeSchema,
});
export type KioskDevice = z.infer<typeof kioskDeviceSchema>;

/** The answer to a registration: the device token is shown this once; the kiosk keeps it. */
export const kioskRegistrationSchema = z.object({ device_token: z.string(), device: kioskDeviceSchema });
export const kioskRegistrationResponseSchema = dataEnvelope(kioskRegistrationSchema);
export type KioskRegistrationResponse = z.infer<typeof kioskRegistrationResponseSchema>;

/**
 * `GET /kiosk/device`: what the lock screen needs. `open_now` and today's hours (India time) decide the
 * "store closed" screen; the week's hours let the kiosk follow its own clock between refreshes.
 */
export const kioskDeviceStateSchema = z.object({
  device: kioskDeviceSchema,
  staff: z.array(kioskStaffMemberSchema),
  open_now: z.boolean(),
  today_hours: openingHoursDaySchema,
  opening_hours: openingHoursSchema,
});
export type KioskDeviceState = z.infer<typeof kioskDeviceStateSchema>;
export const kioskDeviceStateResponseSchema = dataEnvelope(kioskDeviceStateSchema);
export type KioskDeviceStateResponse = z.infer<typeof kioskDeviceStateResponseSchema>;

/** `POST /kiosk/unlock`: who is unlocking, and their PIN (4 to 6 digits). */
export const kioskUnlockBodySchema = z.object({
  staff_id: z.int({ error: 'Choose your name' }).min(1, 'Choose your name'),
  pin: z.string({ error: 'Enter your 4 to 6 digit PIN' }).regex(/^\d{4,6}$/, 'Enter your 4 to 6 digit PIN'),
});
export type KioskUnlockBody = z.infer<typeof kioskUnlockBodySchema>;

/**
 * A staff session on this kiosk: a bearer token for the `/staff/*` calls of the kiosk's store, until
 * `expires_at` or until the kiosk locks (it signs out then).
 */
export const kioskSessionSchema = z.object({
  access_token: z.string(),
  expires_at: dateTimeSchema,
  staff: kioskStaffMemberSchema,
  store: appointmentStoreSchema,
});
export type KioskSession = z.infer<typeof kioskSessionSchema>;
export const kioskSessionResponseSchema = dataEnvelope(kioskSessionSchema);
export type KioskSessionResponse = z.infer<typeof kioskSessionResponseSchema>;

/** Kiosk set-up and staff unlock. */
export const kioskEndpoints = {
  registerKioskDevice: {
    method: 'POST',
    path: '/kiosk/devices',
    summary: 'A store manager registers this kiosk for a store; answers the device token once',
    auth: 'required',
    body: kioskDeviceBodySchema,
    rateLimit: perIpCap(20),
    response: { 201: kioskRegistrationResponseSchema, 401: e, 403: e, 422: e, ...always },
  },
  getKioskDevice: {
    method: 'GET',
    path: '/kiosk/device',
    summary: 'The kiosk (by its device header): its store, the staff who may unlock it and whether the store is open',
    auth: 'device',
    response: { 200: kioskDeviceStateResponseSchema, 401: e, ...always },
  },
  unlockKiosk: {
    method: 'POST',
    path: '/kiosk/unlock',
    summary: 'A staff member of the kiosk’s store unlocks it with their PIN (rate limited, locked after 5 wrong PINs)',
    auth: 'device',
    body: kioskUnlockBodySchema,
    // Per kiosk, not per IP: a store's kiosks reach us from one address, and staff unlock after every idle lock.
    rateLimit: { max: 60, window: '5 minutes', per: 'kiosk' },
    response: { 200: kioskSessionResponseSchema, 401: e, 422: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
