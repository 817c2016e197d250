import { failureOf, isHttpError } from '@aurelia/api-client';
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppThunkConfig, RootState } from '../../app/store';
import { forgotten, type FormOutcome } from '../device';
import { locked, unlocked } from './session-slice';

/** Unlocks with a staff member's PIN; a wrong PIN or a lock-out comes back as the API's sentence. */
export const unlockWithPin = createAsyncThunk<FormOutcome, { staffId: number; pin: string }, AppThunkConfig>(
  'session/unlock',
  async ({ staffId, pin }, { dispatch, getState, extra }) => {
    const token = getState().device.token;
    if (!token) return { ok: false, message: 'This kiosk is not set up.' };
    try {
      dispatch(unlocked((await extra.api.unlockKiosk(token, { staff_id: staffId, pin })).data));
      return { ok: true };
    } catch (error) {
      if (isHttpError(error) && error.status === 401 && /not set up|removed/.test(error.message)) dispatch(forgotten());
      return { ok: false, message: failureOf(error).message };
    }
  },
);

const UNSETTLED: readonly string[] = ['sending', 'resending', 'no-connection'];

/** Something the session took is still to be sent or settled under it: an appointment action, a gift card call or a pick-up step. */
export function sessionStillNeeded(state: RootState, token: string): boolean {
  const { issue, redeem } = state.giftCards;
  return (
    state.appointments.pending.some((pending) => pending.token === token) ||
    // Sent and not yet answered, or unconfirmed after a lost connection (gift cards' and pick-ups' calls alike).
    [issue, redeem, state.pickups.call].some((call) => UNSETTLED.includes(call.status) && call.attempt?.token === token)
  );
}

/** Signs out a locked staff member's session once nothing of it is left to send. */
export const releaseSession = createAsyncThunk<void, string, AppThunkConfig>('session/release', async (token, { getState, extra }) => {
  if (token === getState().session.session?.access_token || sessionStillNeeded(getState(), token)) return;
  await extra.apiWithToken(token).logout().catch(() => undefined);
});

/**
 * Locks the kiosk: the screen forgets the session and the customers at once; the session is signed out on
 * the server unless an action or gift card call of it is still to be sent (it is signed out after that).
 */
export const lockKiosk = createAsyncThunk<void, string | null, AppThunkConfig>('session/lock', async (reason, { dispatch, getState }) => {
  const session = getState().session.session;
  dispatch(locked(reason));
  if (!session) return;
  await dispatch(releaseSession(session.access_token));
});
