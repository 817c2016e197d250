import { createAction } from '@reduxjs/toolkit';

/**
 * The kiosk locked (with the reason the lock screen shows, or null): the session ends, and every slice holding
 * customer data resets on it. Shared here so those slices need not import the session feature.
 */
export const locked = createAction<string | null>('session/locked');
