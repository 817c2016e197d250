import type { BackOfficeCodeSent } from '@aurelia/contracts';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { refusalOf, type Refused } from '../../app/refusal';
import type { AppThunkConfig } from '../../app/store';
import { profileRefreshed, signedIn, signedInOf, signedOut } from './session-slice';

type Config = AppThunkConfig & { rejectValue: Refused };

/** The password step: signed in (a manager), or a code mailed (an admin) whose challenge the code step sends. */
export const signIn = createAsyncThunk<{ codeSent: BackOfficeCodeSent | null }, { email: string; password: string }, Config>(
  'session/signIn',
  async (body, { dispatch, extra, rejectWithValue }) => {
    try {
      const answer = await extra.call('signInToBackOffice', { body });
      if (answer.status === 'code_sent') return { codeSent: answer };
      dispatch(signedIn(signedInOf(answer)));
      return { codeSent: null };
    } catch (error) {
      return rejectWithValue(refusalOf(error));
    }
  },
);

/** The code step of an admin's sign-in. */
export const confirmCode = createAsyncThunk<void, { challenge: string; code: string }, Config>(
  'session/confirmCode',
  async (body, { dispatch, extra, rejectWithValue }) => {
    try {
      dispatch(signedIn(signedInOf(await extra.call('confirmBackOfficeCode', { body }))));
    } catch (error) {
      return rejectWithValue(refusalOf(error));
    }
  },
);

/** Signs out here at once; the server is told too, and a failure there only leaves a token that expires. */
export const signOut = createAsyncThunk<void, void, AppThunkConfig>('session/signOut', async (_, { dispatch, extra }) => {
  const ending = extra.call('signOutOfBackOffice').catch(() => undefined);
  dispatch(signedOut('You have signed out.'));
  await ending;
});

/**
 * Reads who is signed in again when a kept session is opened: a role or stores changed since are shown at once,
 * and a session ended on the server signs out (its 401). Any other failure keeps what the tab knew.
 */
export const refreshProfile = createAsyncThunk<void, void, AppThunkConfig>('session/refreshProfile', async (_, { dispatch, extra }) => {
  const answer = await extra.call('getBackOfficeProfile').catch(() => null);
  if (answer) dispatch(profileRefreshed(answer.data));
});
