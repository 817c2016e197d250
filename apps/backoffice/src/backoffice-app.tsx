import { LazyBoundary, Spinner } from '@aurelia/ui';
import { lazy, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import type { Right } from '@aurelia/domain';
import { ServicesProvider, type BackOfficeServices } from './app/services';
import type { BackOfficeStore } from './app/store';
import { SignInScreen } from './features/session';
import { NotFoundScreen, RequireRight, ShellLayout } from './features/shell';

// Each section loads on its own: the first load is the sign-in screen, the shell and the shared code.
const DashboardScreen = lazy(() => import('./features/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })));
const OrdersScreen = lazy(() => import('./features/orders/orders-screen').then((m) => ({ default: m.OrdersScreen })));
const OrderScreen = lazy(() => import('./features/orders/order-screen').then((m) => ({ default: m.OrderScreen })));
const RatesScreen = lazy(() => import('./features/rates/rates-screen').then((m) => ({ default: m.RatesScreen })));
const AuditScreen = lazy(() => import('./features/audit/audit-screen').then((m) => ({ default: m.AuditScreen })));
const SettingsScreen = lazy(() => import('./features/settings/settings-screen').then((m) => ({ default: m.SettingsScreen })));

function guarded(right: Right, Screen: ComponentType) {
  return (
    <RequireRight right={right}>
      <LazyBoundary fallback={<Spinner size={32} label="Loading" />}>
        <Screen />
      </LazyBoundary>
    </RequireRight>
  );
}

/** The back office's screens: sign-in, and the signed-in sections inside the shell. */
export const backOfficeRoutes: RouteObject[] = [
  { path: '/sign-in', element: <SignInScreen /> },
  {
    element: <ShellLayout />,
    children: [
      { path: '/', element: guarded('dashboard.view', DashboardScreen) },
      { path: '/orders', element: guarded('orders.view', OrdersScreen) },
      { path: '/orders/:orderNumber', element: guarded('orders.view', OrderScreen) },
      { path: '/metal-rates', element: guarded('rates.view', RatesScreen) },
      { path: '/audit', element: guarded('audit.view', AuditScreen) },
      { path: '/settings', element: guarded('settings.view', SettingsScreen) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

interface BackOfficeAppProps {
  store: BackOfficeStore;
  services: BackOfficeServices;
  /** A memory router in tests; the browser's history otherwise. */
  router?: ReturnType<typeof createBrowserRouter>;
}

/** The app with its services, its store and its router; main.tsx mounts it. */
export function BackOfficeApp(props: BackOfficeAppProps) {
  const router = props.router ?? createBrowserRouter(backOfficeRoutes);
  return (
    <ServicesProvider services={props.services}>
      <Provider store={props.store}>
        <RouterProvider router={router} />
      </Provider>
    </ServicesProvider>
  );
}
