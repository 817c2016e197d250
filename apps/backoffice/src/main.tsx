import '@aurelia/ui/styles.css';
import './app/backoffice.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBackOfficeCall, createBackOfficeDownload } from './app/api-call';
import type { BackOfficeServices } from './app/services';
import { createBackOfficeStore, type BackOfficeStore } from './app/store';
import { BackOfficeApp } from './backoffice-app';
import { signedOut } from './features/session';

const holder: { store?: BackOfficeStore } = {};
// How the back office reaches the API (same origin: server.mjs and the dev server forward /api), with the session's token.
const connection = {
  baseURL: '/api/v1',
  getToken: () => holder.store?.getState().session.signedIn?.token ?? null,
  onUnauthenticated: () => holder.store?.dispatch(signedOut('Your session has ended. Sign in again.')),
};
const services: BackOfficeServices = {
  call: createBackOfficeCall(connection),
  download: createBackOfficeDownload(connection),
  now: () => Date.now(),
  storage: window.sessionStorage,
};
const store = createBackOfficeStore(services);
holder.store = store;

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BackOfficeApp store={store} services={services} />
    </StrictMode>,
  );
}
