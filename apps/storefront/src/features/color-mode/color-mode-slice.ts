import { DEFAULT_COLOR_MODE_PREFERENCE, type ColorModePreference } from '@aurelia/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ColorModeState {
  /** The shopper's choice: the one their cookie held for the server, else `system`. */
  preference: ColorModePreference;
}

const initialState: ColorModeState = { preference: DEFAULT_COLOR_MODE_PREFERENCE };

/**
 * The colour-mode preference (docs/behaviour.md §4). The design system's ColorModeProvider resolves it with the
 * domain rules, applies it to <html>, keeps it in a cookie and honours a route's forced mode.
 */
export const colorModeSlice = createSlice({
  name: 'colorMode',
  initialState,
  reducers: {
    /** The shopper picked a mode, or one an earlier version kept in local storage was read after hydration. */
    colorModeChosen(state, action: PayloadAction<ColorModePreference>) {
      state.preference = action.payload;
    },
  },
});

export const { colorModeChosen } = colorModeSlice.actions;
