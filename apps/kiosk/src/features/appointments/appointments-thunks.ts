import { failureOf, isConnectionProblem, type ApiClient } from '@aurelia/api-client';
import type { StaffAppointment } from '@aurelia/contracts';
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppThunkConfig } from '../../app/store';
import { cameOnline, wentOffline } from '../network';
import { releaseSession } from '../session';
import {
  actionDone,
  actionQueued,
  actionRefused,
  actionWaiting,
  listFailed,
  listLoaded,
  listRequested,
  pendingFor,
  type PendingAction,
  type StaffActionKind,
} from './appointments-slice';

/** Loads the day's appointments of the store (today unless a day is chosen), narrowed by the search. */
export const loadAppointments = createAsyncThunk<void, void, AppThunkConfig>('appointments/load', async (_arg, { dispatch, getState, extra }) => {
  const { date, query } = getState().appointments;
  if (!getState().session.session) return;
  dispatch(listRequested());
  try {
    const answer = await extra.api.getStaffAppointments({ ...(date ? { date } : {}), ...(query.trim() ? { q: query.trim() } : {}) });
    dispatch(listLoaded({ items: answer.data, date: answer.meta.date, at: extra.now() }));
    if (!getState().network.online) dispatch(cameOnline());
  } catch (error) {
    if (isConnectionProblem(error)) dispatch(wentOffline());
    dispatch(listFailed());
  }
});

const PAST = {
  'check-in': 'Checked in',
  complete: 'Completed',
  'no-show': 'Marked as a no-show',
  cancel: 'Cancelled',
  move: 'Moved',
  'walk-in': 'Booked',
} as const satisfies Record<StaffActionKind, string>;

function send(api: ApiClient, action: PendingAction): Promise<{ data: StaffAppointment }> {
  const options = { idempotencyKey: action.key };
  const id = action.appointmentId ?? 0;
  switch (action.kind) {
    case 'check-in':
      return api.checkInAppointment(id, options);
    case 'complete':
      return api.completeAppointment(id, options);
    case 'no-show':
      return api.markNoShow(id, options);
    case 'cancel':
      return api.cancelAppointment(id, options);
    case 'move':
      return api.moveAppointment(id, { timeslot_id: Number(action.body?.['timeslot_id']) }, options);
    case 'walk-in':
      return api.bookWalkIn(action.body as Parameters<ApiClient['bookWalkIn']>[0], options);
  }
}

/**
 * Sends one action with its Idempotency-Key. A connection problem keeps it waiting for the network (sent
 * again, with the same key, when the network is back); a refusal (409, 422) is shown with the server's
 * sentence; success updates the list at once.
 */
async function deliver(action: PendingAction, { dispatch, extra }: { dispatch: AppThunkConfig['dispatch']; extra: AppThunkConfig['extra'] }) {
  try {
    const { data } = await send(extra.apiWithToken(action.token), action);
    dispatch(actionDone({ key: action.key, appointment: data, notice: `${PAST[action.kind]}: ${data.customer_name}` }));
    return { ok: true as const, key: action.key, appointment: data };
  } catch (error) {
    if (isConnectionProblem(error)) {
      dispatch(wentOffline());
      dispatch(actionWaiting(action.key));
      return { ok: false as const, key: action.key, waiting: true, message: 'Saved on this kiosk: it will be sent when the network is back.' };
    }
    const message = failureOf(error).message;
    dispatch(actionRefused({ key: action.key, message }));
    return { ok: false as const, key: action.key, waiting: false, message, errors: (error as { errors?: Record<string, string[]> }).errors };
  }
}

export interface StaffActionInput {
  kind: StaffActionKind;
  appointmentId: number | null;
  body?: Record<string, unknown>;
  label: string;
}

/** Takes an action as the unlocked staff member. */
export const runStaffAction = createAsyncThunk<Awaited<ReturnType<typeof deliver>>, StaffActionInput, AppThunkConfig>(
  'appointments/act',
  async (input, { dispatch, getState, extra }) => {
    const session = getState().session.session;
    if (!session) return { ok: false, key: '', waiting: false, message: 'The kiosk is locked.' };
    // One action at a time per appointment: a second tap, or a cancel after a check-in the network still
    // holds, would be sent after it and refused (or done twice).
    const queued = input.appointmentId === null ? undefined : pendingFor(getState().appointments.pending, input.appointmentId);
    if (queued) return { ok: false, key: queued.key, waiting: false, message: `${queued.label} is already saved: it is sent first.` };
    const action: PendingAction = { ...input, key: extra.newKey(), token: session.access_token, state: 'sending', message: null };
    dispatch(actionQueued(action));
    return deliver(action, { dispatch, extra });
  },
);

/**
 * Sends again, with their own keys, the actions that waited for the network; then signs out the sessions
 * of locked staff that nothing waits on any more.
 */
export const resendWaiting = createAsyncThunk<void, void, AppThunkConfig>('appointments/resend', async (_arg, { dispatch, getState, extra }) => {
  const waiting = getState().appointments.pending.filter((pending) => pending.state === 'waiting-for-network');
  for (const action of waiting) {
    dispatch(actionQueued(action));
    const result = await deliver(action, { dispatch, extra });
    if (!result.ok && result.waiting) return;
  }
  for (const token of new Set(waiting.map((action) => action.token))) await dispatch(releaseSession(token));
});
