import type { Route } from './+types/maintenance';
import { pageMeta, rootDataOf } from '../seo/page-meta';
import type { RouteHandle } from '../shared/route-handle';

/** The notice is drawn in the brand's light colours whatever the shopper chose (a route-forced mode). */
export const handle: RouteHandle = { bare: true, colorMode: 'light' };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: 'Back soon', noindex: true });

/** Shown, without the shop's layout, while `maintenance_mode` is on (every other path comes here). */
export default function MaintenancePage({ matches }: Route.ComponentProps) {
  const brand = rootDataOf(matches)?.brand ?? 'Aurelia';
  return (
    <main id="main" className="sf-maintenance">
      <p className="sf-maintenance__brand">{brand}</p>
      <h1 className="sf-maintenance__title">We are polishing things up</h1>
      <p>
        The shop is closed for scheduled maintenance and will be back shortly. Your bag and wishlist are safe. Our stores
        are open as usual.
      </p>
      <p>
        <a href="/">Try again</a>
      </p>
    </main>
  );
}
