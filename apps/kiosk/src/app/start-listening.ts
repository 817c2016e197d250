import type { TypedStartListening } from '@reduxjs/toolkit';
import type { AppDispatch, KioskServices, RootState } from './store';

/** The kiosk's typed `startListening`: types only, so the listeners and the store never import each other. */
export type KioskStartListening = TypedStartListening<RootState, AppDispatch, KioskServices>;
