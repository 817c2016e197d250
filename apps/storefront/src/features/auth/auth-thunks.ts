import type { AuthResponse, LoginBody, OtpRequestBody, OtpVerifyBody, RegisterBody } from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../shared/hooks';
import type { StoreServices } from '../../shared/services';
import { formCall, formFailure } from '../../shared/form-call';
import { syncCartWithServer } from '../cart';
import { selectIsSignedIn } from '../../shared/session';
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
 * Signs in with `call` (login or register): the storefront server keeps the token in its HttpOnly cookie and
 * hands on the user, which is stored; then syncs the local cart to the
 * server before resolving, so the page the shopper goes to next sees the merged cart (docs/behaviour.md §4).
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
      const { user } = await call(extra.api, body);
      dispatch(signedIn({ user }));
      await dispatch(syncCartWithServer());
      return user;
    } catch (error) {
      const reason = explain(formFailure(error));
      dispatch(authFailed(reason));
      return rejectWithValue(reason.error);
    }
  });
}

/** Login (docs/behaviour.md §4): signs in; the server's field errors are kept for the form (§8). */
export const login = authenticate('auth/login', (api, credentials: LoginBody) => api.login(credentials), credentialsFailure);

/** Register (docs/behaviour.md §4): like login, with the user form. */
export const register = authenticate('auth/register', (api, form: RegisterBody) => api.register(form));

/** Asks for a sign-in code by email or mobile number (the bag's sign-in); the answer never tells whether an account has it. */
export const requestSignInCode = formCall('auth/requestSignInCode', (api, body: OtpRequestBody) => api.requestOtp(body));

/** Sign-in with a one-time code: like login, with the email or mobile number and the six digits. */
export const otpLogin = authenticate('auth/otpLogin', (api, body: OtpVerifyBody) => api.verifyOtp(body));

/**
 * Sign-out from the account menu (docs/behaviour.md §4, §8): a call from our own page, which the storefront server makes
 * with the session's token (revoking it) and answers by clearing its cookies. Its failure is ignored: the tab is
 * signed out, bag and wishlist cleared, whatever the server said.
 */
export const logout = createAppAsyncThunk('auth/logout', async (_: void, { getState, dispatch, extra }) => {
  if (selectIsSignedIn(getState())) await extra.api.logout().catch(() => undefined);
  dispatch(signedOut());
});
