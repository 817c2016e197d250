import { LazyBoundary, Spinner } from '@aurelia/ui';
import { lazy, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ServicesProvider } from './app/services';
import type { KioskServices, KioskStore } from './app/store';
import { LockScreen } from './features/session/lock-screen';
import { StaffLayout } from './features/session/staff-layout';
import { NotFoundScreen } from './not-found-screen';

/** The gift card screens' code. */
export const loadGiftCardsScreen = () => import('./features/gift-cards/gift-cards-screen').then((module) => ({ default: module.GiftCardsScreen }));
/** The appointments screen's code. */
export const loadAppointmentsScreen = () =>
  import('./features/appointments/appointments-screen').then((module) => ({ default: module.AppointmentsScreen }));
/** The pick-ups screen's code. */
export const loadPickupsScreen = () => import('./features/pickups/pickups-screen').then((module) => ({ default: module.PickupsScreen }));
/** The staff screens, fetched while the lock screen waits for a PIN and again once unlocked (so the service worker has them offline). */
export const loadStaffScreens = () => Promise.all([loadAppointmentsScreen(), loadGiftCardsScreen(), loadPickupsScreen()]);

// Each screen loads on its own, as the storefront's pages do: the first load is the lock screen and the shared code.
const SetupScreen = lazy(() => import('./features/device/setup-screen').then((module) => ({ default: module.SetupScreen })));
const KiosksScreen = lazy(() => import('./features/kiosks/kiosks-screen').then((module) => ({ default: module.KiosksScreen })));
const AppointmentsScreen = lazy(loadAppointmentsScreen);
const GiftCardsScreen = lazy(loadGiftCardsScreen);
const PickupsScreen = lazy(loadPickupsScreen);

function lazily(Screen: ComponentType) {
  return (
    <LazyBoundary fallback={<Spinner size={32} label="Loading" />}>
      <Screen />
    </LazyBoundary>
  );
}

/** The kiosk's screens: set-up, the lock screen, and the unlocked staff screens. */
export const kioskRoutes: RouteObject[] = [
  { path: '/', element: <LockScreen prefetch={loadStaffScreens} /> },
  { path: '/setup', element: lazily(SetupScreen) },
  { path: '/kiosks', element: lazily(KiosksScreen) },
  {
    element: <StaffLayout prefetch={loadStaffScreens} />,
    children: [
      { path: '/appointments', element: lazily(AppointmentsScreen) },
      { path: '/giftcards', element: lazily(GiftCardsScreen) },
      { path: '/pickups', element: lazily(PickupsScreen) },
    ],
  },
  { path: '*', element: <NotFoundScreen /> },
];

export function KioskApp({ store, services, router = createBrowserRouter(kioskRoutes) }: { store: KioskStore; services: KioskServices; router?: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Provider store={store}>
      <ServicesProvider services={services}>
        <RouterProvider router={router} />
      </ServicesProvider>
    </Provider>
  );
}
