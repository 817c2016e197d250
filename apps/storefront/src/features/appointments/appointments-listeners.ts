import type { AppStartListening } from '../../shared/feature-listeners';
import { sessionExpired, signedOut } from '../auth';
import { forgetBooking } from './held-booking';

/** Signing out forgets the booking held for the confirmation page: the next person at a shared screen must not see it. */
export function addAppointmentListeners(startListening: AppStartListening) {
  for (const actionCreator of [signedOut, sessionExpired]) {
    startListening({
      actionCreator,
      effect: () => {
        if (typeof window !== 'undefined') forgetBooking();
      },
    });
  }
}
