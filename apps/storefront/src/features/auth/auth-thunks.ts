import type { AuthResponse, LoginBody, OtpVerifyBody, RegisterBody } from '@aurelia/contracts';
import { logout as logoutRule } from '@aurelia/domain';
import { createAppAsyncThunk } from '../../app/hooks';
import type { StoreServices } from '../../app/services';
import { formFailure } from '../../lib/form-call';
import { syncCartWithServer } from '../cart';
import { authFailed, authRequested, signedIn, signedOut } from './auth-slice';

/**
 * "These credentials do not match our records." comes back as an error of `email`, but it is about the pair: the
 * form shows it as its own, and neither field is marked wrong.
 */
export function credentialsFailure(reason: ReturnType<typeof formFailure>): ReturnType<typeof formFailure> {
  const entries = Object.entries(reason.errors ?? {});
  const aboutThePair = entries.length > 0 && entries.every(([, messages]) => (messages ?? []).every((message) => /credentials/i.test(message)));
  if (!aboutThePair) return reason;
  return { error: entries.flatMap(([, messages]) => messages ?? []).join(' '), errors: null };
}

/**
 * Signs in with `call` (login or register): stores token and user, then syncs the local cart to the
 * server before resolving, so the page the shopper goes to next sees the merged cart (SPEC.md §4).
 * A failure keeps the server's field errors for the form.
 */
function authenticate<Body>(
  type: string,
  call: (api: StoreServices['api'], body: Body) => Promise<AuthResponse>,
  explain: (reason: ReturnType<typeof formFailure>) => ReturnType<typeof formFailure> = (reason) => reason,
) {
  return createAppAsyncThunk(type, async (body: Body, { dispatch, extra, rejectWithValue }) => {
    dispatch(authRequested());
    try {
      const { access_token, user } = await call(extra.api, body);
      dispatch(signedIn({ token: access_token, user }));
      await dispatch(syncCartWithServer());
      return user;
    } catch (error) {
      const reason = explain(formFailure(error));
      dispatch(authFailed(reason));
      return rejectWithValue(reason.error);
    }
  });
}

/** Login (SPEC.md §4): stores token and user; the server's field errors are kept for the form (§8). */
export const login = authenticate('auth/login', (api, credentials: LoginBody) => api.login(credentials), credentialsFailure);

/** Register (SPEC.md §4): like login, with the user form. */
export const register = authenticate('auth/register', (api, form: RegisterBody) => api.register(form));

/** Sign-in with an emailed one-time code: like login, with the email and the six digits. */
export const otpLogin = authenticate('auth/otpLogin', (api, body: OtpVerifyBody) => api.verifyOtp(body));

/**
 * Logout (SPEC.md §4, §8): calls the server only when signed in, ignores its failure, and always clears
 * token, user and cart (the listener clears the cookies and the cart on `signedOut`).
 */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { getState, dispatch, extra }) => {
  const { token, user } = getState().auth;
  const outcome = await logoutRule({ token, user }, () => extra.api.logout());
  dispatch(signedOut());
  return outcome;
});
