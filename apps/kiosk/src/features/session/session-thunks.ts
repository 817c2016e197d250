import { isHttpError } from '@aurelia/api-client';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { messageOf } from '../../app/errors';
import type { AppThunkConfig } from '../../app/store';
import { forgotten } from '../device/device-slice';
import type { FormOutcome } from '../device/device-thunks';
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
      return { ok: false, message: messageOf(error) };
    }
  },
);

/**
 * Locks the kiosk: the screen forgets the session and the customers at once; the session is signed out on
 * the server unless an action of it is still waiting for the network (it is signed out after that is sent).
 */
export const lockKiosk = createAsyncThunk<void, string | null, AppThunkConfig>('session/lock', async (reason, { dispatch, getState, extra }) => {
  const session = getState().session.session;
  dispatch(locked(reason));
  if (!session) return;
  const waiting = getState().appointments.pending.some((pending) => pending.token === session.access_token);
  if (!waiting) await extra.apiWithToken(session.access_token).logout().catch(() => undefined);
});
