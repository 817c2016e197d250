import { isHttpError } from '@aurelia/api-client/errors';
import type { Appointment, AppointmentBody } from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../shared/hooks';
import { formFailure } from '../../shared/form-call';
import { appointmentBooked, bookingFailed, bookingRequested } from './appointments-slice';
import { saveBooking } from './booking-storage';
import { loadTimeslots } from './load-timeslots';


/**
 * Said when the chosen slot stopped being bookable between choosing it and booking it: the API's 409
 * "This timeslot is no longer available." covers both a full slot and one that has begun.
 */
export const SLOT_TAKEN_MESSAGE =
  'Sorry, that time has just been booked up or has already begun, so we could not hold it for you. We have updated the free times below: please choose another.';

/**
 * Books an appointment (docs/behaviour.md §7). On success the booking is kept for the success page. A 422 keeps
 * the server's field errors for the form (§8). A 409 means the slot is full or the phone already holds
 * a place in it: the day's slots are reloaded, and if the chosen one is gone the shopper is told it was
 * taken; otherwise the server's own message is shown.
 */
export const bookAppointment = createAppAsyncThunk(
  'appointments/book',
  async ({ body, store }: { body: AppointmentBody; store: string }, { dispatch, extra, rejectWithValue }) => {
    dispatch(bookingRequested());
    try {
      const { data } = await extra.api.bookAppointment(body);
      saveBooking(data);
      dispatch(appointmentBooked());
      return data satisfies Appointment;
    } catch (error) {
      if (isHttpError(error) && error.status === 409) {
        const refreshed = await dispatch(loadTimeslots({ store, date: body.appointment_date }));
        const stillFree = loadTimeslots.fulfilled.match(refreshed) && refreshed.payload.some((slot) => slot.id === body.timeslot_id);
        if (!stillFree) {
          dispatch(bookingFailed({ error: SLOT_TAKEN_MESSAGE, errors: null, slotTaken: true }));
          return rejectWithValue(SLOT_TAKEN_MESSAGE);
        }
      }
      const failure = formFailure(error);
      dispatch(bookingFailed(failure));
      return rejectWithValue(failure.error);
    }
  },
);
