import '../features/stores/stores.css';
import { formatPhoneForDisplay } from '@aurelia/domain';
import { Button, EmptyState, StoreCard } from '@aurelia/ui';
import { Link } from 'react-router';
import type { Route } from './+types/stores';
import { pageOrErrorMeta } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { addressLines, directionsHref, hoursRows, storeViewOf, todayLabel } from '../features/stores/store-view';
import { serverApi } from '../server/api.server';

export async function loader({ request }: Route.LoaderArgs) {
  const api = serverApi(request);
  const city = new URL(request.url).searchParams.get('city')?.trim() || null;
  const [all, shown] = await Promise.all([api.getStores(), city ? api.getStores({ city }) : null]);
  const now = new Date();
  const cities = [...new Set(all.data.map((store) => store.city))].sort();
  return { city, cities, stores: (shown ?? all).data.map((store) => storeViewOf(store, now)) };
}

export const meta: Route.MetaFunction = ({ error, matches }) =>
  pageOrErrorMeta(error, matches, { name: 'Our stores', description: 'Visit our jewellery stores: addresses, phone numbers, opening hours and appointments.', path: '/stores' });

/** Every store with address, phone, today's hours and whether it is open now; filter by city. */
export default function StoresPage({ loaderData }: Route.ComponentProps) {
  const { city, cities, stores } = loaderData;
  return (
    <div className="sf-page">
      <header className="sf-page__header">
        <h1 className="sf-page__title">Our stores</h1>
        <p className="sf-page__lead">Try pieces on with a jeweller who has time for you. Every store is open for walk-ins and appointments.</p>
      </header>
      <nav aria-label="Stores by city">
        <ul className="sf-chip-list">
          <li>
            <Link to="/stores" className="sf-chip" aria-current={city === null ? 'page' : undefined}>
              All cities
            </Link>
          </li>
          {cities.map((name) => (
            <li key={name}>
              <Link to={`/stores?city=${encodeURIComponent(name)}`} className="sf-chip" aria-current={city === name ? 'page' : undefined}>
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {stores.length === 0 ? (
        <EmptyState
          icon="store"
          title={`No store in ${city ?? 'this city'} yet`}
          action={
            <Button asChild variant="primary">
              <Link to="/stores">See all stores</Link>
            </Button>
          }
        />
      ) : (
        <>
          <h2 className="au-sr-only">{city ? `Stores in ${city}` : 'All stores'}</h2>
          <ul className="sf-store-list" aria-label={city ? `Stores in ${city}` : 'All stores'}>
            {stores.map((view) => (
              <li key={view.store.slug}>
                <StoreCard
                  name={view.store.name}
                  address={addressLines(view.store)}
                  phone={formatPhoneForDisplay(view.store.phone)}
                  hours={hoursRows(view, 'today')}
                  today={todayLabel(view)}
                  openNow={view.openNow}
                  directionsHref={directionsHref(view.store)}
                  actions={
                  <>
                      <Link
                        to={`/stores/${view.store.slug}`}
                        className="au-link au-link--brand au-link--underline"
                        aria-label={`Store details: ${view.store.name}`}
                      >
                        Store details
                      </Link>
                      <Link to={`/appointment?store=${view.store.slug}`} className="au-link au-link--brand au-link--underline">
                        Book an appointment<span className="au-sr-only"> at {view.store.name}</span>
                      </Link>
                  </>
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
