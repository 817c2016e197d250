import type { KioskSession } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locked } from '../../app/session-events';

/**
 * The unlocked staff session. Held in memory only: a reload or a lock leaves nothing of the last customer
 * or staff member on screen.
 */
export interface SessionState {
  session: KioskSession | null;
  /** Why the kiosk locked itself last, shown on the lock screen ("Locked after 2 minutes without a touch"). */
  lockReason: string | null;
}

const initialState: SessionState = { session: null, lockReason: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    unlocked(_state, action: PayloadAction<KioskSession>) {
      return { session: action.payload, lockReason: null };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(locked, (_state, action) => ({ session: null, lockReason: action.payload }));
  },
});

export const { unlocked } = sessionSlice.actions;
export { locked };
