import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ServicesProvider } from './app/services';
import type { KioskServices, KioskStore } from './app/store';
import { AppointmentsScreen } from './features/appointments/appointments-screen';
import { GiftCardsScreen } from './features/gift-cards/gift-cards-screen';
import { SetupScreen } from './features/device/setup-screen';
import { LockScreen } from './features/session/lock-screen';
import { StaffLayout } from './features/session/staff-layout';
import { NotFoundScreen } from './not-found-screen';

/** The kiosk's screens: set-up, the lock screen, and the unlocked staff screens. */
export const kioskRoutes: RouteObject[] = [
  { path: '/', element: <LockScreen /> },
  { path: '/setup', element: <SetupScreen /> },
  {
    element: <StaffLayout />,
    children: [
      { path: '/appointments', element: <AppointmentsScreen /> },
      { path: '/giftcards', element: <GiftCardsScreen /> },
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
