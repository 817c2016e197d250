import type { ApiClient, FieldErrors } from '@aurelia/api-client';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  OtpRequestBody,
  ResetPasswordBody,
  UpdateProfileBody,
  User,
} from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { formFailure } from '../auth/auth-thunks';
import { userUpdated } from '../auth/auth-slice';

/** How a form's call ended: its value, or a sentence and the server's field errors (SPEC.md §8). */
export type FormOutcome<Value> = { ok: true; value: Value } | { ok: false; error: string; errors: FieldErrors | null };

/**
 * A thunk for one form's call that never rejects: the page gets either the value or what to show by the
 * fields, so nothing the shopper typed is lost on a refusal.
 */
export function formCall<Body, Value>(type: string, call: (api: ApiClient, body: Body, dispatch: AppDispatch) => Promise<Value>) {
  return createAppAsyncThunk(type, async (body: Body, { extra, dispatch }): Promise<FormOutcome<Value>> => {
    try {
      return { ok: true, value: await call(extra.api, body, dispatch) };
    } catch (error) {
      return { ok: false, ...formFailure(error) };
    }
  });
}

/** Emails a 6-digit sign-in code; the answer is the same whether or not the account exists. */
export const requestOtpCode = formCall('account/requestOtpCode', (api, body: OtpRequestBody) => api.requestOtp(body));

/** Emails a reset link; the answer is the same whether or not the account exists. */
export const requestPasswordReset = formCall('account/requestPasswordReset', (api, body: ForgotPasswordBody) => api.forgotPassword(body));

/** Sets a new password with the token from the emailed link. */
export const resetPassword = formCall('account/resetPassword', (api, body: ResetPasswordBody) => api.resetPassword(body));

/**
 * Saves name, email and phone (a new email with the current password); the server re-validates them and its
 * copy of the user replaces ours. A new email shows as `pending_email` until its link is opened.
 */
export const updateProfile = formCall('account/updateProfile', async (api, body: UpdateProfileBody, dispatch): Promise<User> => {
  const { data } = await api.updateProfile(body);
  dispatch(userUpdated(data));
  return data;
});

/** Reads the user again (after a verification link changed their address or verified it). */
export const refreshUser = createAppAsyncThunk('account/refreshUser', async (_: void, { extra, dispatch }) => {
  const { data } = await extra.api.getUser();
  dispatch(userUpdated(data));
});

/** Changes the password: the current one, and the new one twice. */
export const changePassword = formCall('account/changePassword', (api, body: ChangePasswordBody) => api.changePassword(body));
