import { titleFor } from '@aurelia/domain';
import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { pageMeta, rootDataOf } from '../seo/page-meta';
import { NotFoundPage } from '../shell/route-error-pages';

/** Any path no route matches: the 404 page with status 404 (docs/behaviour.md §2). */
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(rootDataOf(matches), { title: titleFor(404), noindex: true });

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage path={loaderData.path} />;
}
