import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  UpdateProfileBody,
  User,
} from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../shared/hooks';
import { formCall } from '../../shared/form-call';
import { userUpdated } from '../auth';

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
