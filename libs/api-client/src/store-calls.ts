import { KIOSK_DEVICE_HEADER } from '@aurelia/contracts/headers';
import type {
  AppointmentBody,
  AppointmentResponse,
  ClearDeviceLockBody,
  ClearPinLockBody,
  ClearPinLockResponse,
  CounterGiftCardBody,
  CounterOverrideBody,
  CounterOverrideResponse,
  IssuedGiftCardResponse,
  KioskCollectBody,
  KioskDeviceBody,
  KioskDeviceStateResponse,
  KioskPickupListQuery,
  KioskPickupListResponse,
  KioskPickupResponse,
  KioskRegistrationResponse,
  KioskSessionResponse,
  KioskUnlockBody,
  ManagedKioskListResponse,
  ManagedKioskResponse,
  RevokeKioskBody,
  MoveAppointmentBody,
  StaffAppointmentListQuery,
  StaffAppointmentListResponse,
  StaffAppointmentResponse,
  StaffGiftCardLookupBody,
  StaffGiftCardRedeemBody,
  StaffGiftCardResponse,
  Timeslot,
  TimeslotListQuery,
  WalkInBody,
} from '@aurelia/contracts';
import { keyed, keyedInit, type Call, type KeyedRequestOptions } from './call';
import { listOf, type RequestOptions } from './http';

/** A staff action's options: an `Idempotency-Key` makes a resend after a network failure safe. */
export type StaffActionOptions = KeyedRequestOptions;

/** Visits to a store: timeslots and bookings online, and the kiosk with its counter powers (appointments, gift cards). */
export interface StoreCalls {
  /** `GET /timeslots?store=&date=`; accepts a bare list or `{ data: list }` and returns the list. */
  getTimeslots(query?: TimeslotListQuery, options?: RequestOptions): Promise<Timeslot[]>;
  /** `POST /appointment`. */
  bookAppointment(body: AppointmentBody, options?: RequestOptions): Promise<AppointmentResponse>;
  /** `GET /staff/appointments?date=&q=`: a day's appointments at the staff member's store (today by default). */
  getStaffAppointments(
    query?: StaffAppointmentListQuery,
    options?: RequestOptions,
  ): Promise<StaffAppointmentListResponse>;
  /** `POST /staff/appointments/{id}/check-in`, without a body: checks in a booked appointment of today. */
  checkInAppointment(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/complete`: a checked-in appointment is completed. */
  completeAppointment(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/no-show`: a booked appointment whose time has come. */
  markNoShow(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/cancel`: frees the place in its slot. */
  cancelAppointment(id: number, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments/{id}/move` with `{ timeslot_id }`: another free slot of the store (409 when full). */
  moveAppointment(id: number, body: MoveAppointmentBody, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /** `POST /staff/appointments`: a walk-in booked at the counter (201). */
  bookWalkIn(body: WalkInBody, options?: StaffActionOptions): Promise<StaffAppointmentResponse>;
  /**
   * `POST /staff/giftcards` with the `Idempotency-Key` header: a gift card paid at the counter. `code` is
   * the full code on the first answer only; the same key again resolves to the same card with `code: null`.
   */
  issueCounterGiftCard(body: CounterGiftCardBody, idempotencyKey: string, options?: RequestOptions): Promise<IssuedGiftCardResponse>;
  /** `POST /staff/giftcards/lookup`: a card's balance and ledger by its code (404 unknown, 429 too many wrong codes). */
  lookUpGiftCard(body: StaffGiftCardLookupBody, options?: RequestOptions): Promise<StaffGiftCardResponse>;
  /** `POST /staff/giftcards/redeem`: part of a card for an in-store purchase (201; 409 when it holds less). */
  redeemGiftCard(body: StaffGiftCardRedeemBody, options?: StaffActionOptions): Promise<StaffGiftCardResponse>;
  /** `POST /kiosk/devices`, signed in as a store manager: registers a kiosk; its device token is answered once. */
  registerKioskDevice(body: KioskDeviceBody, options?: RequestOptions): Promise<KioskRegistrationResponse>;
  /** `GET /kiosk/device` with the device token: the store, its staff and whether it is open now. */
  getKioskDevice(deviceToken: string, options?: RequestOptions): Promise<KioskDeviceStateResponse>;
  /** `POST /kiosk/unlock` with the device token: a staff session for the kiosk's store (401 wrong PIN, 429 locked). */
  unlockKiosk(deviceToken: string, body: KioskUnlockBody, options?: RequestOptions): Promise<KioskSessionResponse>;
  /** `POST /kiosk/hours-override` with the device token: a manager (email, password, reason) opens the counter outside hours. */
  openCounterOutsideHours(deviceToken: string, body: CounterOverrideBody, options?: RequestOptions): Promise<CounterOverrideResponse>;
  /** `POST /kiosk/staff/:id/clear-pin-lock` with the device token: a manager lifts a staff member's PIN lock-out. */
  clearStaffPinLock(deviceToken: string, staffId: number, body: ClearPinLockBody, options?: RequestOptions): Promise<ClearPinLockResponse>;
  /** `POST /kiosk/clear-device-lock` with the device token: a manager (email, password, reason) lifts this kiosk's lock-out. */
  clearKioskDeviceLock(deviceToken: string, body: ClearDeviceLockBody, options?: RequestOptions): Promise<KioskDeviceStateResponse>;
  /** `GET /staff/kiosks`, signed in as a store manager: the kiosks of their store. */
  listStoreKiosks(options?: RequestOptions): Promise<ManagedKioskListResponse>;
  /** `POST /staff/kiosks/:id/revoke`, signed in as a store manager: the kiosk and its staff sessions stop working. */
  revokeStoreKiosk(id: number, body: RevokeKioskBody, options?: RequestOptions): Promise<ManagedKioskResponse>;
  /** `GET /kiosk/pickups?q=`: the store's pick-up orders to make ready and to hand over. */
  listKioskPickups(query?: KioskPickupListQuery, options?: RequestOptions): Promise<KioskPickupListResponse>;
  /** `POST /kiosk/pickups/{orderNumber}/ready`: a confirmed pick-up order is ready for the shopper. */
  markKioskPickupReady(orderNumber: string, options?: StaffActionOptions): Promise<KioskPickupResponse>;
  /** `POST /kiosk/pickups/{orderNumber}/collect`: handed over, with `cash_taken` when cash was due (422 without). */
  collectKioskPickup(orderNumber: string, body: KioskCollectBody, options?: StaffActionOptions): Promise<KioskPickupResponse>;
}

/** The functions of {@link StoreCalls}, each a call of its endpoint in the contract's table. */
export function createStoreCalls(call: Call): StoreCalls {
  const action = keyedInit;

  return {
    getTimeslots: (query, init) => call('listTimeslots', { query, signal: init?.signal }, listOf<Timeslot>),
    bookAppointment: (body, init) => call('bookAppointment', { body, signal: init?.signal }),
    getStaffAppointments: (query, init) => call('listStaffAppointments', { query, signal: init?.signal }),
    checkInAppointment: (id, init) => call('checkInAppointment', { params: { id }, ...action(init) }),
    completeAppointment: (id, init) => call('completeAppointment', { params: { id }, ...action(init) }),
    markNoShow: (id, init) => call('markNoShow', { params: { id }, ...action(init) }),
    cancelAppointment: (id, init) => call('cancelAppointment', { params: { id }, ...action(init) }),
    moveAppointment: (id, body, init) => call('moveAppointment', { params: { id }, body, ...action(init) }),
    bookWalkIn: (body, init) => call('bookWalkIn', { body, ...action(init) }),
    issueCounterGiftCard: (body, idempotencyKey, init) =>
      call('issueCounterGiftCard', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    lookUpGiftCard: (body, init) => call('lookUpGiftCard', { body, signal: init?.signal }),
    redeemGiftCard: (body, init) => call('redeemGiftCard', { body, ...action(init) }),
    registerKioskDevice: (body, init) => call('registerKioskDevice', { body, signal: init?.signal }),
    getKioskDevice: (deviceToken, init) =>
      call('getKioskDevice', { headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),
    unlockKiosk: (deviceToken, body, init) =>
      call('unlockKiosk', { body, headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),
    openCounterOutsideHours: (deviceToken, body, init) =>
      call('openCounterOutsideHours', { body, headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),
    clearStaffPinLock: (deviceToken, staffId, body, init) =>
      call('clearStaffPinLock', { params: { id: staffId }, body, headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),
    clearKioskDeviceLock: (deviceToken, body, init) =>
      call('clearKioskDeviceLock', { body, headers: { [KIOSK_DEVICE_HEADER]: deviceToken }, signal: init?.signal }),
    listStoreKiosks: (init) => call('listStoreKiosks', { signal: init?.signal }),
    revokeStoreKiosk: (id, body, init) => call('revokeStoreKiosk', { params: { id }, body, signal: init?.signal }),
    listKioskPickups: (query, init) => call('listKioskPickups', { query, signal: init?.signal }),
    markKioskPickupReady: (orderNumber, init) => call('markKioskPickupReady', { params: { orderNumber }, ...action(init) }),
    collectKioskPickup: (orderNumber, body, init) => call('collectKioskPickup', { params: { orderNumber }, body, ...action(init) }),
  };
}
