import '../features/stores/stores.css';
import { formatPhoneForDisplay } from '@aurelia/domain';
import { Badge, Breadcrumbs, Button, StoreCard } from '@aurelia/ui';
import { Link } from 'react-router';
import type { Route } from './+types/store-detail';
import { BreadcrumbLd, JsonLd } from '../seo/json-ld';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { jewelryStoreLd } from '../seo/jewelry-store-ld';
import { RouteErrorBoundary } from '../shell/route-error';
import { renderRouterLink } from '../shared/router-link';
import { addressLines, directionsHref, hoursRows, storeViewOf, todayLabel } from '../features/stores/store-view';
import { serverApi } from '../server/api.server';
import { foundOr404 } from '../server/unknown-record.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  const { data: store } = await foundOr404(serverApi(request).getStore(params.storeSlug), `No store called “${params.storeSlug}”`);
  return { view: storeViewOf(store, new Date()) };
}

export const meta: Route.MetaFunction = ({ error, data: loaded, matches }) =>
  pageOrErrorMeta(
    error,
    matches,
    loaded
      ? {
          name: loaded.view.store.name,
          description: `${loaded.view.store.name}, ${loaded.view.store.address}, ${loaded.view.store.city}: opening hours, services and appointments.`,
          path: `/stores/${loaded.view.store.slug}`,
        }
      : {},
  );

/** A store: the week's hours, services, how to reach it, and a booking link (docs/behaviour.md §2). */
export default function StoreDetailPage({ loaderData, matches }: Route.ComponentProps) {
  const { view } = loaderData;
  const { store } = view;
  const root = rootDataOf(matches);
  const path = `/stores/${store.slug}`;
  return (
    <div className="sf-page sf-store">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Stores', href: '/stores' }, { label: store.name }]} renderLink={renderRouterLink} />
      <header className="sf-page__header">
        <h1 className="sf-page__title">{store.name}</h1>
        <Badge tone={view.openNow ? 'success' : 'neutral'}>{view.openNow ? 'Open now' : 'Closed now'}</Badge>
      </header>
      <div className="sf-store__layout">
        <h2 className="au-sr-only">Address and opening hours</h2>
        <StoreCard
          name={`Visit ${store.name}`}
          address={addressLines(store)}
          phone={formatPhoneForDisplay(store.phone)}
          hours={hoursRows(view, 'week')}
          today={todayLabel(view)}
          directionsHref={directionsHref(store)}
          actions={
            <a href={`mailto:${store.email}`} className="au-link au-link--brand au-link--underline">
              {store.email}
            </a>
          }
        />
        <section aria-labelledby="services-title" className="sf-store__services">
          <h2 id="services-title" className="sf-section__title">
            In this store
          </h2>
          <ul>
            {store.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          <Button asChild variant="primary" size="lg">
            <Link to={`/appointment?store=${store.slug}`}>Book an appointment here</Link>
          </Button>
        </section>
      </div>
      {root && <JsonLd data={import.meta.env.SSR ? jewelryStoreLd(store, root.origin) : null} />}
      <BreadcrumbLd
        origin={root?.origin}
        crumbs={[
          { label: 'Home', path: '/' },
          { label: 'Stores', path: '/stores' },
          { label: store.name, path },
        ]}
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
