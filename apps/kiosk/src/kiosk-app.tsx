import { LazyBoundary, Spinner } from '@aurelia/ui';
import { lazy, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ServicesProvider } from './app/services';
import type { KioskServices, KioskStore } from './app/store';
import { AppointmentsScreen } from './features/appointments/appointments-screen';
import { LockScreen } from './features/session/lock-screen';
import { StaffLayout } from './features/session/staff-layout';
import { NotFoundScreen } from './not-found-screen';

/** The gift card screens' code, fetched once the kiosk is unlocked (so the service worker has it offline too). */
export const loadGiftCardsScreen = () => import('./features/gift-cards/gift-cards-screen').then((module) => ({ default: module.GiftCardsScreen }));

// Set-up (once per kiosk) and the gift card screens load on their own, so the lock screen starts small.
const SetupScreen = lazy(() => import('./features/device/setup-screen').then((module) => ({ default: module.SetupScreen })));
const GiftCardsScreen = lazy(loadGiftCardsScreen);

function lazily(Screen: ComponentType) {
  return (
    <LazyBoundary fallback={<Spinner size={32} label="Loading" />}>
      <Screen />
    </LazyBoundary>
  );
}

/** The kiosk's screens: set-up, the lock screen, and the unlocked staff screens. */
export const kioskRoutes: RouteObject[] = [
  { path: '/', element: <LockScreen /> },
  { path: '/setup', element: lazily(SetupScreen) },
  {
    element: <StaffLayout prefetch={loadGiftCardsScreen} />,
    children: [
      { path: '/appointments', element: <AppointmentsScreen /> },
      { path: '/giftcards', element: lazily(GiftCardsScreen) },
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
