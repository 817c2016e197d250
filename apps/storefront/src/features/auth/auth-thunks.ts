import { isHttpError } from '@aurelia/api-client';
import type { LoginBody, RegisterBody } from '@aurelia/contracts';
import { logout as logoutRule } from '@aurelia/domain';
import { createAppAsyncThunk } from '../../app/hooks';
import { authFailed, authRequested, signedIn, signedOut } from './auth-slice';

function failure(error: unknown) {
  return {
    error: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
    errors: isHttpError(error) ? (error.errors ?? null) : null,
  };
}

/** Login (SPEC.md §4): stores token and user; the server's field errors are kept for the form (§8). */
export const login = createAppAsyncThunk('auth/login', async (credentials: LoginBody, { dispatch, extra, rejectWithValue }) => {
  dispatch(authRequested());
  try {
    const { access_token, user } = await extra.api.login(credentials);
    dispatch(signedIn({ token: access_token, user }));
    return user;
  } catch (error) {
    const reason = failure(error);
    dispatch(authFailed(reason));
    return rejectWithValue(reason.error);
  }
});

/** Register (SPEC.md §4): like login, with the user form. */
export const register = createAppAsyncThunk('auth/register', async (form: RegisterBody, { dispatch, extra, rejectWithValue }) => {
  dispatch(authRequested());
  try {
    const { access_token, user } = await extra.api.register(form);
    dispatch(signedIn({ token: access_token, user }));
    return user;
  } catch (error) {
    const reason = failure(error);
    dispatch(authFailed(reason));
    return rejectWithValue(reason.error);
  }
});

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
