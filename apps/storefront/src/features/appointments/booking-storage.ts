import type { Appointment } from '@aurelia/contracts';
import { BOOKING_STORAGE_KEY, heldBooking } from './held-booking';

export { BOOKING_STORAGE_KEY, forgetBooking } from './held-booking';

/**
 * Keeps the booking the API returned for the success page (docs/behaviour.md §4: reachable only after a booking
 * returned info). sessionStorage, not the URL: the page survives a reload in this tab, the phone number
 * never appears in an address or a server log, and it is gone when the tab closes.
 */
export function saveBooking(booking: Appointment): void {
  heldBooking.current = booking;
  try {
    window.sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify(booking));
  } catch {
    // Storage full or blocked: the in-memory copy still carries this visit to the success page.
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const strings = (value: Record<string, unknown>, keys: readonly string[]) => keys.every((key) => typeof value[key] === 'string');

/**
 * Whether stored JSON has the fields the success page shows: a shape check, not the contract's zod
 * schema, which would add zod to the browser bundle for one page.
 */
export function isBooking(value: unknown): value is Appointment {
  return (
    isRecord(value) &&
    strings(value, ['booking_number', 'customer_name', 'phone', 'appointment_date']) &&
    (value['notes'] === null || typeof value['notes'] === 'string') &&
    isRecord(value['store']) &&
    strings(value['store'], ['slug', 'name', 'address']) &&
    isRecord(value['timeslot']) &&
    strings(value['timeslot'], ['start_time', 'end_time'])
  );
}

/** The booking held for the success page, or null when there is none (or what is stored is not one). */
export function readBooking(): Appointment | null {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(BOOKING_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (stored === null) return heldBooking.current;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isBooking(parsed) ? parsed : heldBooking.current;
  } catch {
    return heldBooking.current;
  }
}
