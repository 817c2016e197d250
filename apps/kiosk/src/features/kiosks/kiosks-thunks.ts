import type { ManagedKiosk } from '@aurelia/contracts';
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppThunkConfig } from '../../app/store';
import { forgotten, refusal, type FormRefusal } from '../device';

/** A manager signed in to manage the store's kiosks: the token stays with the screen, never in the store. */
export type ManagerSignIn = { ok: true; token: string; kiosks: ManagedKiosk[] } | FormRefusal;

/** Signs a manager in with their password and lists their store's kiosks; anyone else is signed out again at once. */
export const signInToManageKiosks = createAsyncThunk<ManagerSignIn, { email: string; password: string }, AppThunkConfig>(
  'kiosks/signIn',
  async (input, { extra }) => {
    let token: string;
    try {
      token = (await extra.api.login({ email: input.email, password: input.password })).access_token;
    } catch (error) {
      return refusal(error, 'Those sign-in details are not right.');
    }
    try {
      const { data } = await extra.apiWithToken(token).listStoreKiosks();
      return { ok: true, token, kiosks: data };
    } catch (error) {
      void extra.apiWithToken(token).logout().catch(() => undefined);
      return refusal(error);
    }
  },
);

/** Revokes a kiosk with a reason; revoking the kiosk this is forgets its registration, so it goes back to set-up. */
export const revokeKiosk = createAsyncThunk<{ ok: true; kiosk: ManagedKiosk } | FormRefusal, { token: string; id: number; reason: string }, AppThunkConfig>(
  'kiosks/revoke',
  async (input, { dispatch, getState, extra }) => {
    let kiosk: ManagedKiosk;
    try {
      kiosk = (await extra.apiWithToken(input.token).revokeStoreKiosk(input.id, { reason: input.reason })).data;
    } catch (error) {
      return refusal(error);
    }
    if (getState().device.device?.id === input.id) dispatch(forgotten());
    return { ok: true, kiosk };
  },
);

/** Ends the manager's sign-in when they leave the kiosks screen. */
export const signOutManager = createAsyncThunk<void, string, AppThunkConfig>('kiosks/signOut', async (token, { extra }) => {
  await extra.apiWithToken(token).logout().catch(() => undefined);
});
