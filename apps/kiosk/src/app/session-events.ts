import { createAction, type ActionReducerMapBuilder, type Draft } from '@reduxjs/toolkit';

/**
 * The kiosk locked (with the reason the lock screen shows, or null): the session ends, and every slice holding
 * customer data resets on it. Shared here so those slices need not import the session feature.
 */
export const locked = createAction<string | null>('session/locked');

/**
 * A slice holding customer data starts again from `initial` when the kiosk locks, but for what `kept` carries
 * over from its state (what was taken and is not yet confirmed by the shop).
 */
export function resetOnLock<S>(builder: ActionReducerMapBuilder<S>, initial: S, kept: (state: Draft<S>) => Partial<S>) {
  builder.addCase(locked, (state) => ({ ...initial, ...kept(state) }));
}
