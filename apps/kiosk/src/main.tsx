import '@aurelia/ui/styles.css';
import './app/kiosk.css';
import { createApiClient, newIdempotencyKey } from '@aurelia/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { KIOSK_API_BASE } from './app/api';
import { createKioskStore } from './app/create-kiosk-store';
import type { KioskServices, KioskStore } from './app/store';
import { cameOnline, wentOffline } from './features/network/network-slice';
import { lockKiosk } from './features/session/session-thunks';
import { KioskApp } from './kiosk-app';

const holder: { store?: KioskStore } = {};
const getKioskDevice = () => holder.store?.getState().device.token ?? null;
const services: KioskServices = {
  api: createApiClient({
    baseURL: KIOSK_API_BASE,
    getToken: () => holder.store?.getState().session.session?.access_token ?? null,
    // Counter calls need the kiosk itself as well as the PIN session.
    getKioskDevice,
    // The session ended on the server (or the kiosk was removed): lock.
    onUnauthenticated: () => {
      const { store } = holder;
      if (store?.getState().session.session) void store.dispatch(lockKiosk('Your session ended. Unlock again with your PIN.'));
    },
  }),
  apiWithToken: (token) =>
    createApiClient({ baseURL: KIOSK_API_BASE, getToken: () => token, getKioskDevice, onUnauthenticated: () => undefined }),
  now: () => Date.now(),
  newKey: newIdempotencyKey,
  storage: window.localStorage,
};
const store = createKioskStore(services);
holder.store = store;

window.addEventListener('online', () => store.dispatch(cameOnline()));
window.addEventListener('offline', () => store.dispatch(wentOffline()));
if (!navigator.onLine) store.dispatch(wentOffline());

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <KioskApp store={store} services={services} />
    </StrictMode>,
  );
}
