import { z } from 'zod';
import { appointmentStoreSchema } from './appointments';
import { loginBodySchema } from './auth';
import { orderNumberParamsSchema, paymentMethodSchema, paymentStatusSchema } from './checkout';
import { dataEnvelope, dateTimeSchema, idSchema, moneySchema, rowIdRange, singleLineText, slugSchema, timeSchema } from './common';
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

/** A manager's password, asked again for each manager action at a counter (counted like sign-in failures). */
const managerPasswordSchema = loginBodySchema.shape.password;

/**
 * A manager's credentials typed at a kiosk for an action only a manager may take there (opening the counter
 * outside hours, lifting a staff member's PIN lock-out); a staff PIN session never gives these powers.
 */
export const managerCredentialsSchema = z.object({
  manager_email: loginBodySchema.shape.email,
  password: managerPasswordSchema,
});
export type ManagerCredentials = z.infer<typeof managerCredentialsSchema>;

/** `POST /kiosk/devices`: a manager registers this screen for a store, once, typing their password again. */
export const kioskDeviceBodySchema = z.object({
  password: managerPasswordSchema,
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

/** On the lock screen: whether the staff member is locked out after wrong PINs (a manager may lift it). */
export const kioskLockScreenMemberSchema = kioskStaffMemberSchema.extend({ pin_locked: z.boolean() });
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

/** A manager opened the counter outside the store's hours: until when, by whom, and why. */
export const counterOverrideSchema = z.object({
  open_until: dateTimeSchema,
  /** Null once the manager's account is gone; the audit log still names them. */
  manager: kioskStaffMemberSchema.nullable(),
  reason: z.string(),
});
export type CounterOverride = z.infer<typeof counterOverrideSchema>;

/**
 * `GET /kiosk/device`: what the lock screen needs. `open_now` and today's hours (India time) decide the
 * "store closed" screen; the week's hours let the kiosk follow its own clock between refreshes.
 */
export const kioskDeviceStateSchema = z.object({
  device: kioskDeviceSchema,
  staff: z.array(kioskLockScreenMemberSchema),
  open_now: z.boolean(),
  /** Whether the counter works now: in opening hours, or while a manager's override lasts. */
  counter_open: z.boolean(),
  /** Until when this kiosk refuses every PIN after too many wrong ones in a row; a manager may lift it. */
  locked_until: dateTimeSchema.nullable(),
  override: counterOverrideSchema.nullable(),
  today_hours: openingHoursDaySchema,
  opening_hours: openingHoursSchema,
});
export type KioskDeviceState = z.infer<typeof kioskDeviceStateSchema>;
export const kioskDeviceStateResponseSchema = dataEnvelope(kioskDeviceStateSchema);
export type KioskDeviceStateResponse = z.infer<typeof kioskDeviceStateResponseSchema>;

/** `POST /kiosk/unlock`: who is unlocking, and their PIN (4 to 6 digits). */
export const kioskUnlockBodySchema = z.object({
  staff_id: z.int({ error: 'Choose your name' }).min(1, 'Choose your name').meta(rowIdRange),
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

/**
 * `POST /kiosk/hours-override`: a manager opens the counter outside opening hours, saying why, until `until`
 * (`HH:mm` today, India time) or the end of the day.
 */
export const counterOverrideBodySchema = managerCredentialsSchema.extend({
  reason: singleLineText(
    z.string({ error: 'Say why the counter opens outside hours' }).trim().min(3, 'Say why the counter opens outside hours').max(200, 'Use at most 200 characters'),
    'The reason',
  ),
  until: timeSchema.optional().describe('Until this time today (India); the end of the day when left out'),
});
export type CounterOverrideBody = z.infer<typeof counterOverrideBodySchema>;
export const counterOverrideResponseSchema = dataEnvelope(counterOverrideSchema);
export type CounterOverrideResponse = z.infer<typeof counterOverrideResponseSchema>;

/** `POST /kiosk/staff/:id/clear-pin-lock`: a manager lifts a staff member's PIN lock-out, optionally saying why. */
export const clearPinLockBodySchema = managerCredentialsSchema.extend({
  reason: singleLineText(z.string().trim().max(200, 'Use at most 200 characters'), 'The reason').optional(),
});
export type ClearPinLockBody = z.infer<typeof clearPinLockBodySchema>;
/** `POST /kiosk/clear-device-lock`: a manager lifts this kiosk's lock-out after wrong PINs, saying why. */
export const clearDeviceLockBodySchema = managerCredentialsSchema.extend({
  reason: singleLineText(
    z.string({ error: 'Say why the kiosk is unlocked early' }).trim().min(3, 'Say why the kiosk is unlocked early').max(200, 'Use at most 200 characters'),
    'The reason',
  ),
});
export type ClearDeviceLockBody = z.infer<typeof clearDeviceLockBodySchema>;

/** `POST /staff/kiosks/:id/revoke`: why the manager revokes the kiosk (kept in the audit log). */
export const revokeKioskBodySchema = z.object({
  reason: singleLineText(
    z.string({ error: 'Say why this kiosk is revoked' }).trim().min(3, 'Say why this kiosk is revoked').max(200, 'Use at most 200 characters'),
    'The reason',
  ),
});
export type RevokeKioskBody = z.infer<typeof revokeKioskBodySchema>;
export const kioskIdParamsSchema = z.object({ id: z.coerce.number<number | string>().int().min(1).max(2_147_483_647) });
export type KioskIdParams = z.input<typeof kioskIdParamsSchema>;
export const clearPinLockResponseSchema = dataEnvelope(kioskLockScreenMemberSchema);
export type ClearPinLockResponse = z.infer<typeof clearPinLockResponseSchema>;

/** A kiosk of the manager's store as they manage it: when it was last used, and whether it was revoked. */
export const managedKioskSchema = kioskDeviceSchema.extend({
  /** The manager who set it up; null once their account is gone (or for a kiosk set up outside the app). */
  registered_by: kioskStaffMemberSchema.nullable(),
  last_seen_at: dateTimeSchema.nullable(),
  revoked_at: dateTimeSchema.nullable(),
});
export type ManagedKiosk = z.infer<typeof managedKioskSchema>;
export const managedKioskListResponseSchema = z.object({ data: z.array(managedKioskSchema) });
export type ManagedKioskListResponse = z.infer<typeof managedKioskListResponseSchema>;
export const managedKioskResponseSchema = dataEnvelope(managedKioskSchema);
export type ManagedKioskResponse = z.infer<typeof managedKioskResponseSchema>;

/** Where a pick-up order stands at the counter: to make ready, waiting for the shopper, or handed over. */
export const kioskPickupStatusSchema = z.enum(['confirmed', 'ready_for_pickup', 'collected']);
export type KioskPickupStatus = z.infer<typeof kioskPickupStatusSchema>;

/** A pick-up order of the kiosk's store as the counter lists it: who collects it, what, and the cash to take. */
export const kioskPickupSchema = z.object({
  order_number: z.string(),
  status: kioskPickupStatusSchema,
  customer: z.object({ name: z.string(), phone: z.string() }),
  pieces: z.array(z.object({ name: z.string(), quantity: z.int().min(1) })),
  item_count: z.int().min(0),
  total: moneySchema,
  payment_method: paymentMethodSchema,
  payment_status: paymentStatusSchema,
  /** Cash the counter takes when the shopper collects it; 0 once paid (online, or cash already taken). */
  cash_due: moneySchema,
  created_at: dateTimeSchema,
});
export type KioskPickup = z.infer<typeof kioskPickupSchema>;
export const kioskPickupResponseSchema = dataEnvelope(kioskPickupSchema);
export type KioskPickupResponse = z.infer<typeof kioskPickupResponseSchema>;
export const kioskPickupListResponseSchema = z.object({ data: z.array(kioskPickupSchema), meta: z.object({ total: z.int().min(0) }) });
export type KioskPickupListResponse = z.infer<typeof kioskPickupListResponseSchema>;

export const KIOSK_PICKUP_SEARCH_MAX_LENGTH = 100;
/** `GET /kiosk/pickups?q=`: an order number, a name or a phone number, any part of it. */
export const kioskPickupListQuerySchema = z.object({
  q: z.string().trim().max(KIOSK_PICKUP_SEARCH_MAX_LENGTH, `Use at most ${KIOSK_PICKUP_SEARCH_MAX_LENGTH} characters`).optional().describe('Order number, name or phone'),
});
export type KioskPickupListQuery = z.infer<typeof kioskPickupListQuerySchema>;
export const kioskPickupParamsSchema = orderNumberParamsSchema;

/** `POST /kiosk/pickups/:orderNumber/collect`: the shopper has the pieces; `cash_taken` says the cash due was taken. */
export const kioskCollectBodySchema = z.object({
  cash_taken: z.boolean({ error: 'Say whether the cash was taken' }).optional().describe('Required true when cash is due on the order'),
});
export type KioskCollectBody = z.infer<typeof kioskCollectBodySchema>;

/** Kiosk set-up and staff unlock, the manager's actions at a counter, and a manager's list of their store's kiosks. */
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
  listStoreKiosks: {
    method: 'GET',
    path: '/staff/kiosks',
    summary: 'A store manager lists the kiosks of their store, revoked ones included',
    auth: 'required',
    response: { 200: managedKioskListResponseSchema, 401: e, 403: e, ...always },
  },
  revokeStoreKiosk: {
    method: 'POST',
    path: '/staff/kiosks/:id/revoke',
    summary: 'A store manager revokes a kiosk of their store; its staff sessions end at once',
    auth: 'required',
    params: kioskIdParamsSchema,
    body: revokeKioskBodySchema,
    response: { 200: managedKioskResponseSchema, 401: e, 403: e, 404: e, 422: e, ...always },
  },
  openCounterOutsideHours: {
    method: 'POST',
    path: '/kiosk/hours-override',
    summary: 'A manager of the kiosk’s store opens its counter outside opening hours (password and reason required)',
    auth: 'device',
    body: counterOverrideBodySchema,
    rateLimit: perIpCap(20),
    response: { 201: counterOverrideResponseSchema, 401: e, 403: e, 409: e, 422: e, ...always },
  },
  clearStaffPinLock: {
    method: 'POST',
    path: '/kiosk/staff/:id/clear-pin-lock',
    summary: 'A manager of the kiosk’s store lifts a staff member’s PIN lock-out (password required)',
    auth: 'device',
    params: kioskIdParamsSchema,
    body: clearPinLockBodySchema,
    rateLimit: perIpCap(20),
    response: { 200: clearPinLockResponseSchema, 401: e, 403: e, 404: e, 422: e, ...always },
  },
  clearKioskDeviceLock: {
    method: 'POST',
    path: '/kiosk/clear-device-lock',
    summary: 'A manager of the kiosk’s store lifts its lock-out after wrong PINs (password and reason required)',
    auth: 'device',
    body: clearDeviceLockBodySchema,
    rateLimit: perIpCap(20),
    response: { 200: kioskDeviceStateResponseSchema, 401: e, 403: e, 422: e, ...always },
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
    response: { 200: kioskSessionResponseSchema, 401: e, 403: e, 422: e, ...always },
  },
  listKioskPickups: {
    method: 'GET',
    path: '/kiosk/pickups',
    summary: 'The pick-up orders of the kiosk’s store: confirmed ones to make ready and ready ones to hand over',
    auth: 'counter',
    query: kioskPickupListQuerySchema,
    response: { 200: kioskPickupListResponseSchema, 401: e, 403: e, 422: e, ...always },
  },
  markKioskPickupReady: {
    method: 'POST',
    path: '/kiosk/pickups/:orderNumber/ready',
    summary: 'A confirmed pick-up order of the kiosk’s store is ready for the shopper (optional Idempotency-Key header)',
    auth: 'counter',
    params: kioskPickupParamsSchema,
    response: { 200: kioskPickupResponseSchema, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
  collectKioskPickup: {
    method: 'POST',
    path: '/kiosk/pickups/:orderNumber/collect',
    summary: 'The shopper collected a ready order at the kiosk’s store, cash due taken (optional Idempotency-Key header)',
    auth: 'counter',
    params: kioskPickupParamsSchema,
    body: kioskCollectBodySchema,
    response: { 200: kioskPickupResponseSchema, 400: e, 401: e, 403: e, 404: e, 409: e, 422: e, ...always },
  },
} as const satisfies Record<string, EndpointDefinition>;
