import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { pageMeta, rootDataOf } from '../seo/page-meta';
import { NOT_FOUND_NAME, NotFoundPage } from '../shell/route-error-pages';

/** Any path no route matches: the 404 page with status 404 (docs/behaviour.md §2). */
export function loader() {
  return data(null, { status: 404 });
}

/** "Page not found | Aurelia | Premium Jewellery Collection": the brand stays in the title. */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { name: NOT_FOUND_NAME, noindex: true });

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
