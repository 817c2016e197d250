import type { FieldErrors } from '@aurelia/api-client';
import type { Timeslot } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../shared/state';
import { loadTimeslots, type SlotQuery } from './load-timeslots';

type Status = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface AppointmentsState {
  /** The free slots of one store on one day, as the picker shows them. */
  slots: {
    query: SlotQuery | null;
    /** The request whose answer counts: a later choice of store or date wins over an earlier one. */
    requestId: string | null;
    status: Status;
    items: Timeslot[];
    error: string | null;
  };
  /** The booking form's last submission. */
  booking: {
    status: Status;
    /** The server's field errors (docs/behaviour.md §8), shown by the fields. */
    errors: FieldErrors | null;
    /** A message for the whole form. */
    error: string | null;
    /** The chosen slot went to someone else before the booking arrived; the slots were reloaded. */
    slotTaken: boolean;
  };
}

export const initialAppointmentsState: AppointmentsState = {
  slots: { query: null, requestId: null, status: 'idle', items: [], error: null },
  booking: { status: 'idle', errors: null, error: null, slotTaken: false },
};

/**
 * The booking form's state: the free slots of the chosen store and day, and the booking's progress.
 * Nothing here is persisted; the confirmed booking is handed to the success page by `saveBooking`.
 */
const appointmentsSliceDefinition = createSlice({
  name: 'appointments',
  initialState: initialAppointmentsState,
  reducers: {
    /** The booking form opened: what an earlier visit left is no longer true. */
    bookingFormOpened() {
      return initialAppointmentsState;
    },
    bookingRequested(state) {
      state.booking = { status: 'pending', errors: null, error: null, slotTaken: false };
    },
    appointmentBooked(state) {
      state.booking = { status: 'succeeded', errors: null, error: null, slotTaken: false };
    },
    bookingFailed(state, action: PayloadAction<{ error: string; errors: FieldErrors | null; slotTaken?: boolean }>) {
      const { error, errors, slotTaken = false } = action.payload;
      state.booking = { status: 'failed', errors, error, slotTaken };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadTimeslots.pending, (state, action) => {
        const { store, date } = action.meta.arg;
        const same = state.slots.query?.store === store && state.slots.query.date === date;
        // A refresh of the same day keeps the old list on show until the new one arrives.
        state.slots = { query: { store, date }, requestId: action.meta.requestId, status: 'pending', items: same ? state.slots.items : [], error: null };
      })
      .addCase(loadTimeslots.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.slots.requestId) return;
        state.slots.status = 'succeeded';
        state.slots.items = action.payload;
      })
      .addCase(loadTimeslots.rejected, (state, action) => {
        if (action.meta.requestId !== state.slots.requestId) return;
        state.slots.status = 'failed';
        state.slots.items = [];
        state.slots.error = action.payload ?? 'The times could not be loaded.';
      });
  },
  selectors: {
    selectSlots: (state) => state.slots,
    selectBooking: (state) => state.booking,
  },
});

declare module '../../shared/state' {
  export interface LazyLoadedSlices {
    appointments: AppointmentsState;
  }
}

/** Injected by this module, not combined by the store: only the pages that import it carry it (shared/state.ts). */
export const appointmentsSlice = appointmentsSliceDefinition.injectInto(rootReducer);

export const { bookingFormOpened, bookingRequested, appointmentBooked, bookingFailed } = appointmentsSlice.actions;
export const { selectSlots, selectBooking } = appointmentsSlice.selectors;
