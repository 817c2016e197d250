import { DEFAULT_COLOR_MODE_PREFERENCE, type ColorModePreference } from '@aurelia/domain';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface ColorModeState {
  /** The shopper's choice; `system` until the stored one is read after hydration. */
  preference: ColorModePreference;
}

const initialState: ColorModeState = { preference: DEFAULT_COLOR_MODE_PREFERENCE };

/**
 * The colour-mode preference (docs/behaviour.md §4). The design system's ColorModeProvider resolves it with the
 * domain rules, applies it to <html>, keeps it in localStorage and honours a route's forced mode.
 */
export const colorModeSlice = createSlice({
  name: 'colorMode',
  initialState,
  reducers: {
    /** The shopper picked a mode, or the one they had picked was read from storage after hydration. */
    colorModeChosen(state, action: PayloadAction<ColorModePreference>) {
      state.preference = action.payload;
    },
  },
});

export const { colorModeChosen } = colorModeSlice.actions;
