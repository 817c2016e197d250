import '../features/appointments/appointments.css';
import { indiaDate } from '@aurelia/domain';
import type { Route } from './+types/appointment';
import { BookingForm, withBookingSteps } from '../features/appointments/booking-form';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';

/** The stores to choose from, today in India (the earliest date), and the store asked for by `?store=`. */
export async function loader({ request }: Route.LoaderArgs) {
  const { data } = await serverApi(request).getStores();
  const stores = data.map(({ slug, name, city, opening_hours }) => ({ slug, name, city, opening_hours }));
  const wanted = new URL(request.url).searchParams.get('store');
  return {
    stores,
    today: indiaDate(new Date()),
    initialStore: stores.some((store) => store.slug === wanted) ? (wanted ?? '') : '',
  };
}

/** A booking reached by a link brings its steps' code with its data, so that they show with the form. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withBookingSteps(serverLoader);

export const meta: Route.MetaFunction = ({ error, matches }) =>
  pageOrErrorMeta(error, matches, {
    name: 'Book Appointment',
    description: 'Book a visit to an Aurelia store: choose the store, the day and a free time.',
    path: '/appointment',
  });

/** Book an in-store appointment (docs/behaviour.md §2, §7). */
export default function AppointmentPage({ loaderData }: Route.ComponentProps) {
  const { stores, today, initialStore } = loaderData;
  return (
    <div className="sf-page sf-appointment">
      <h1 className="sf-page__title">Book Appointment</h1>
      <p className="sf-appointment__lead">
        Visit us for a private consultation, a ring sizing, a valuation or an old gold exchange. Choose a store, a day and a free time.
      </p>
      {/* A new `?store=` (a link from a store page) starts the form afresh with that store. */}
      <BookingForm key={initialStore} stores={stores} today={today} initialStore={initialStore} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
