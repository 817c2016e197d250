import type { User } from '@aurelia/contracts';
import { isSignedIn, type AuthSession } from '@aurelia/domain';
import type { FieldErrors } from '@aurelia/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthState {
  /** The server holds a session (its token is in an HttpOnly cookie no script reads). */
  signedIn: boolean;
  user: User | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** The server's field errors of the last login or register (docs/behaviour.md §8), shown by the fields. */
  errors: FieldErrors | null;
  error: string | null;
}

export const initialAuthState: AuthState = { signedIn: false, user: null, status: 'idle', errors: null, error: null };

/** The auth state the server rendered with: the user of the session it holds, or signed out. */
export function authStateFromSession(session: AuthSession<User>): AuthState {
  return isSignedIn(session) ? { ...initialAuthState, signedIn: true, user: session.user } : initialAuthState;
}

/**
 * Who is signed in: the user, and that the server holds a session. The storefront server keeps the token in an
 * HttpOnly cookie and the user in a readable one; the page never sees the token.
 */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A sign-in form opened: errors from an earlier attempt no longer apply. */
    authFormOpened(state) {
      state.status = 'idle';
      state.errors = null;
      state.error = null;
    },
    authRequested(state) {
      state.status = 'pending';
      state.errors = null;
      state.error = null;
    },
    signedIn(state, action: PayloadAction<{ user: User }>) {
      state.signedIn = true;
      state.user = action.payload.user;
      state.status = 'succeeded';
    },
    /** The session in the cookies, taken up by a page the server rendered as a guest's (session-from-cookies.ts). */
    sessionRestored(state, action: PayloadAction<{ user: User }>) {
      state.signedIn = true;
      state.user = action.payload.user;
    },
    authFailed(state, action: PayloadAction<{ error: string; errors: FieldErrors | null }>) {
      state.status = 'failed';
      state.error = action.payload.error;
      state.errors = action.payload.errors;
    },
    /** The profile was saved: the server's copy of the user replaces ours (the session stays). */
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    /**
     * The server said the session is no longer good (a 401, docs/behaviour.md §8). The shopper is told with a toast,
     * unless `announce` is false: a page that sends them to sign in tells them once they are there.
     */
    sessionExpired: {
      reducer: () => initialAuthState,
      prepare: (options?: { announce?: boolean }) => ({ payload: { announce: options?.announce ?? true } }),
    },
    signedOut() {
      return initialAuthState;
    },
  },
});

export const { authFormOpened, authRequested, signedIn, sessionRestored, authFailed, userUpdated, sessionExpired, signedOut } =
  authSlice.actions;
