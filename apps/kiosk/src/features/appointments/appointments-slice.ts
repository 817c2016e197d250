import type { StaffAppointment } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnLock } from '../../app/session-events';

/** What staff do on the appointment screen; `walk-in` creates one. */
export type StaffActionKind = 'check-in' | 'complete' | 'no-show' | 'cancel' | 'move' | 'walk-in';

/**
 * An action sent or waiting to be sent. Its Idempotency-Key stays the same across resends, so an action
 * the network swallowed is done once when it comes back.
 */
export interface PendingAction {
  key: string;
  kind: StaffActionKind;
  appointmentId: number | null;
  body?: Record<string, unknown>;
  /** For the staff: "Check in Meera Iyer". */
  label: string;
  /**
   * The session that took it (memory only): a resend after a lock still acts as that staff member, and the
   * session is signed out once nothing of it is waiting.
   */
  token: string;
  state: 'sending' | 'waiting-for-network' | 'refused';
  message: string | null;
}

/** The action of an appointment still being sent or waiting for the network, if any: it blocks others. */
export function pendingFor(pending: readonly PendingAction[], appointmentId: number): PendingAction | undefined {
  return pending.find((action) => action.appointmentId === appointmentId && action.state !== 'refused');
}

export interface AppointmentsState {
  /** The day shown, `YYYY-MM-DD` in India; null means today. */
  date: string | null;
  query: string;
  items: StaffAppointment[];
  /** The day the server says the list is for (today resolved). */
  listedDate: string | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadedAt: number | null;
  pending: PendingAction[];
  /** The last completed action, announced to screen readers and shown briefly. */
  notice: string | null;
}

const initialState: AppointmentsState = {
  date: null,
  query: '',
  items: [],
  listedDate: null,
  status: 'idle',
  loadedAt: null,
  pending: [],
  notice: null,
};

function upsert(items: StaffAppointment[], appointment: StaffAppointment, listedDate: string | null): StaffAppointment[] {
  // The answer carries its slot's figures as they are now: the other appointments of that slot share them.
  const others = items
    .filter((item) => item.id !== appointment.id)
    .map((item) => (item.timeslot_id === appointment.timeslot_id ? { ...item, timeslot: appointment.timeslot } : item));
  // A moved appointment leaves the day shown; a walk-in for another day is not listed.
  if (listedDate !== null && appointment.appointment_date !== listedDate) return others;
  return [...others, appointment].sort(
    (a, b) => a.timeslot.start_time.localeCompare(b.timeslot.start_time) || a.created_at.localeCompare(b.created_at) || a.id - b.id,
  );
}

export const appointmentsSlice = createSlice({
  name: 'appointments',
  initialState,
  reducers: {
    dayChosen(state, action: PayloadAction<string | null>) {
      state.date = action.payload;
      state.status = 'loading';
    },
    querySet(state, action: PayloadAction<string>) {
      state.query = action.payload;
    },
    listRequested(state) {
      if (state.status !== 'ready') state.status = 'loading';
    },
    listLoaded(state, action: PayloadAction<{ items: StaffAppointment[]; date: string; at: number }>) {
      state.items = action.payload.items;
      state.listedDate = action.payload.date;
      state.loadedAt = action.payload.at;
      state.status = 'ready';
    },
    listFailed(state) {
      // Keep the last list on screen: the offline banner says it may be out of date.
      if (state.status !== 'ready') state.status = 'failed';
    },
    actionQueued(state, action: PayloadAction<Omit<PendingAction, 'state' | 'message'>>) {
      state.pending = state.pending.filter((pending) => pending.key !== action.payload.key);
      state.pending.push({ ...action.payload, state: 'sending', message: null });
    },
    actionWaiting(state, action: PayloadAction<string>) {
      const pending = state.pending.find((item) => item.key === action.payload);
      if (pending) pending.state = 'waiting-for-network';
    },
    actionRefused(state, action: PayloadAction<{ key: string; message: string }>) {
      const pending = state.pending.find((item) => item.key === action.payload.key);
      if (pending) {
        pending.state = 'refused';
        pending.message = action.payload.message;
      }
    },
    actionDone(state, action: PayloadAction<{ key: string; appointment: StaffAppointment; notice: string }>) {
      state.pending = state.pending.filter((pending) => pending.key !== action.payload.key);
      state.items = upsert(state.items, action.payload.appointment, state.listedDate);
      state.notice = action.payload.notice;
    },
    refusalDismissed(state, action: PayloadAction<string>) {
      state.pending = state.pending.filter((pending) => pending.key !== action.payload);
    },
    noticeCleared(state) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    // Locking leaves nothing of the customers on screen. Actions still waiting for the network are kept:
    // they were taken, and are sent when it returns (under the session that took them, see the listener).
    resetOnLock(builder, initialState, (state) => ({ pending: state.pending.filter((pending) => pending.state === 'waiting-for-network') }));
  },
});

export const {
  dayChosen,
  querySet,
  listRequested,
  listLoaded,
  listFailed,
  actionQueued,
  actionWaiting,
  actionRefused,
  actionDone,
  refusalDismissed,
  noticeCleared,
} = appointmentsSlice.actions;
