import { createListenerMiddleware } from '@reduxjs/toolkit';
import { startKioskListeners } from './listeners';
import type { KioskStartListening } from './start-listening';
import { configureKioskStore, type KioskServices } from './store';

/** The kiosk's store with its listeners started: the one module that imports both, so neither imports the other. */
export function createKioskStore(services: KioskServices) {
  const listeners = createListenerMiddleware({ extra: services });
  const store = configureKioskStore(services, listeners);
  startKioskListeners(listeners.startListening as KioskStartListening);
  return store;
}
