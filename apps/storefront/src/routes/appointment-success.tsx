import '../features/appointments/appointments.css';
import { Spinner } from '@aurelia/ui';
import { redirect } from 'react-router';
import type { Route } from './+types/appointment-success';
import { BookingConfirmation } from '../features/appointments/booking-confirmation';
import { readBooking } from '../features/appointments/booking-storage';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';

/**
 * The booking is held in this tab's sessionStorage (booking-storage.ts), which only the browser can read:
 * the server renders the fallback below, and without a booking the shopper goes back to the form
 * (docs/behaviour.md §2, §4).
 */
export function clientLoader() {
  const booking = readBooking();
  if (!booking) throw redirect('/appointment');
  return { booking };
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { name: 'Appointment Confirmed', noindex: true });

export function HydrateFallback() {
  return (
    <div className="sf-page sf-appointment">
      <Spinner label="Loading your booking" />
    </div>
  );
}

/** The confirmed booking: its details, what to bring, and where to go next. */
export default function AppointmentSuccessPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="sf-page sf-appointment">
      <h1 className="sf-page__title">Appointment Confirmed</h1>
      <BookingConfirmation booking={loaderData.booking} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
