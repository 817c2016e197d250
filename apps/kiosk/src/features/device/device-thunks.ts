import { failureOf, isHttpError, type FieldErrors } from '@aurelia/api-client';
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppThunkConfig } from '../../app/store';
import { forgotten, overridden, registered, stateFailed, stateLoaded, stateRequested } from './device-slice';

export interface SetUpInput {
  email: string;
  password: string;
  store: string;
  name: string;
}

/** How a form call ended: never a rejection, so the form shows the message or the field errors. */
export type FormOutcome = { ok: true } | FormRefusal;
export interface FormRefusal {
  ok: false;
  message: string;
  errors?: FieldErrors;
}

/** A refused call as a form shows it: the API's sentence and its field errors. */
export const refusal = (error: unknown, fallback?: string): FormRefusal => ({
  ok: false,
  message: failureOf(error, { fallback }).message,
  ...(isHttpError(error) && error.errors ? { errors: error.errors } : {}),
});

/**
 * Device set-up: a manager signs in, the kiosk is registered for the chosen store, and the manager is
 * signed out again; only the device token stays on the kiosk.
 */
export const setUpKiosk = createAsyncThunk<FormOutcome, SetUpInput, AppThunkConfig>('device/setUp', async (input, { dispatch, extra }) => {
  let managerToken: string;
  try {
    managerToken = (await extra.api.login({ email: input.email, password: input.password })).access_token;
  } catch (error) {
    return refusal(error, 'Those sign-in details are not right.');
  }
  const asManager = extra.apiWithToken(managerToken);
  try {
    const { data } = await asManager.registerKioskDevice({ password: input.password, store: input.store, name: input.name });
    dispatch(registered({ token: data.device_token, device: data.device }));
    return { ok: true };
  } catch (error) {
    return refusal(error);
  } finally {
    // The manager's session is not the kiosk's: end it whatever happened.
    void asManager.logout().catch(() => undefined);
  }
});

/** Refreshes what the lock screen shows; a kiosk the API no longer knows is forgotten (set it up again). */
export const loadDeviceState = createAsyncThunk<void, void, AppThunkConfig>('device/load', async (_arg, { dispatch, getState, extra }) => {
  const token = getState().device.token;
  if (!token) return;
  dispatch(stateRequested());
  try {
    dispatch(stateLoaded((await extra.api.getKioskDevice(token)).data));
  } catch (error) {
    if (isHttpError(error) && error.status === 401) dispatch(forgotten());
    else dispatch(stateFailed());
  }
});

/** A manager's action on this kiosk's behalf: refused on a kiosk not set up, and the API's refusal is the form's. */
async function asThisKiosk(token: string | null, action: (token: string) => Promise<void>): Promise<FormOutcome> {
  if (!token) return { ok: false, message: 'This kiosk is not set up.' };
  try {
    await action(token);
    return { ok: true };
  } catch (error) {
    return refusal(error);
  }
}

/** The manager's credentials as the API's counter actions take them. */
const managerOf = (input: { email: string; password: string }) => ({ manager_email: input.email, password: input.password });

export interface OverrideInput {
  email: string;
  password: string;
  reason: string;
  /** `HH:mm` today; empty for the end of the day. */
  until: string;
}

/** A manager opens the counter outside the store's hours, with their password and a reason (the API records it). */
export const openOutsideHours = createAsyncThunk<FormOutcome, OverrideInput, AppThunkConfig>('device/override', async (input, { dispatch, getState, extra }) =>
  asThisKiosk(getState().device.token, async (token) => {
    const body = { ...managerOf(input), reason: input.reason, ...(input.until ? { until: input.until } : {}) };
    dispatch(overridden((await extra.api.openCounterOutsideHours(token, body)).data));
  }),
);

export interface ClearLockInput {
  staffId: number;
  email: string;
  password: string;
  reason: string;
}

/** A manager lifts a staff member's PIN lock-out with their password (the API records it); the lock screen is refreshed. */
export const clearStaffPinLock = createAsyncThunk<FormOutcome, ClearLockInput, AppThunkConfig>('device/clearPinLock', async (input, { dispatch, getState, extra }) =>
  asThisKiosk(getState().device.token, async (token) => {
    await extra.api.clearStaffPinLock(token, input.staffId, { ...managerOf(input), ...(input.reason.trim() ? { reason: input.reason } : {}) });
    await dispatch(loadDeviceState());
  }),
);

export interface UnlockKioskInput {
  email: string;
  password: string;
  reason: string;
}

/** A manager unlocks this kiosk early after too many wrong PINs, with their password and a reason (the API records it). */
export const unlockThisKiosk = createAsyncThunk<FormOutcome, UnlockKioskInput, AppThunkConfig>('device/clearDeviceLock', async (input, { dispatch, getState, extra }) =>
  asThisKiosk(getState().device.token, async (token) => {
    const { data } = await extra.api.clearKioskDeviceLock(token, { ...managerOf(input), reason: input.reason });
    dispatch(stateLoaded(data));
  }),
);
