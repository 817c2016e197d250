import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Whether the kiosk can reach the API: the browser's online flag, corrected by failed and successful calls. */
export interface NetworkState {
  online: boolean;
}

export const networkSlice = createSlice({
  name: 'network',
  initialState: { online: true } as NetworkState,
  reducers: {
    wentOffline(state) {
      state.online = false;
    },
    cameOnline(state) {
      state.online = true;
    },
    changed(state, action: PayloadAction<boolean>) {
      state.online = action.payload;
    },
  },
});

export const { wentOffline, cameOnline } = networkSlice.actions;
