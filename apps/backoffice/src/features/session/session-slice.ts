import type { BackOfficeProfile, BackOfficeSession } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Where the session is kept: sessionStorage, so it ends with the tab (a shared counter PC keeps nothing). */
export const SESSION_STORAGE_KEY = 'aurelia.backoffice.session';

export interface SignedIn {
  token: string;
  expiresAt: string;
  staff: BackOfficeProfile;
}

export interface SessionState {
  signedIn: SignedIn | null;
  /** Why the last session ended, for the sign-in screen ("Your session has ended"). */
  endedBecause: string | null;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;

/** The session kept in this tab, if it has not expired. */
export function readStoredSession(storage: Storage, now: number): SignedIn | null {
  try {
    const stored = JSON.parse(storage?.getItem(SESSION_STORAGE_KEY) ?? 'null') as SignedIn | null;
    if (!stored || typeof stored.token !== 'string' || !stored.staff) return null;
    return Date.parse(stored.expiresAt) > now ? stored : null;
  } catch {
    return null;
  }
}

export function storeSession(storage: Storage, session: SignedIn | null): void {
  if (session) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else storage?.removeItem(SESSION_STORAGE_KEY);
}

export const signedInOf = (session: BackOfficeSession): SignedIn => ({
  token: session.access_token,
  expiresAt: session.expires_at,
  staff: session.staff,
});

const initialState: SessionState = { signedIn: null, endedBecause: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<SignedIn>) {
      return { signedIn: action.payload, endedBecause: null };
    },
    profileRefreshed(state, action: PayloadAction<BackOfficeProfile>) {
      if (state.signedIn) state.signedIn.staff = action.payload;
    },
    signedOut(_state, action: PayloadAction<string | null>) {
      return { signedIn: null, endedBecause: action.payload };
    },
  },
});

export const { signedIn, signedOut, profileRefreshed } = sessionSlice.actions;
