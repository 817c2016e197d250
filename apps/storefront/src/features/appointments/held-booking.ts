import type { Appointment } from '@aurelia/contracts';

/** sessionStorage key of the last booking, read by the success page. */
export const BOOKING_STORAGE_KEY = 'aurelia-appointment';

/** The booking of this page load, in case sessionStorage is unavailable (a locked-down browser). */
export const heldBooking: { current: Appointment | null } = { current: null };

/**
 * Forgets the held booking: on sign-out (appointments-listeners.ts) and in tests. Apart from booking-storage.ts
 * so that the sign-out listener, in every page's first load, does not bring the booking's reading and checking.
 */
export function forgetBooking(): void {
  heldBooking.current = null;
  try {
    window.sessionStorage.removeItem(BOOKING_STORAGE_KEY);
  } catch {
    // Nothing stored when storage is blocked.
  }
}
