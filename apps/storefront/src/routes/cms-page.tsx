import './cms-page.css';
import { indiaDateTimeFormat } from '@aurelia/domain';
import { Breadcrumbs } from '@aurelia/ui';
import type { Route } from './+types/cms-page';
import { BreadcrumbLd } from '../seo/json-ld';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { pagePath } from '../shared/page-path';
import { renderRouterLink } from '../shared/router-link';
import { serverApi } from '../server/api.server';
import { foundOr404 } from '../server/unknown-record.server';

const updatedFormat = indiaDateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric' });

/** The CMS page `/about` shows. */
const ABOUT_SLUG = 'about';

export async function loader({ request, params }: Route.LoaderArgs) {
  const slug = params.pageSlug ?? ABOUT_SLUG;
  const { data: page } = await foundOr404(serverApi(request).getPage(slug), `No page called “${slug}”`);
  return { page, path: pagePath(page.slug) };
}

export const meta: Route.MetaFunction = ({ error, data: loaded, matches }) =>
  pageOrErrorMeta(error, matches, loaded ? { name: loaded.page.title, path: loaded.path } : {});

/** A content page (`/page/{slug}`, and `/about`), its HTML sanitized by the API when it was stored. */
export default function CmsPage({ loaderData, matches }: Route.ComponentProps) {
  const { page, path } = loaderData;
  const root = rootDataOf(matches);
  const updated = new Date(page.updated_at);
  return (
    <article className="sf-page sf-cms">
      <Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: page.title }]} renderLink={renderRouterLink} />
      <h1 className="sf-page__title">{page.title}</h1>
      {/* Sanitized by the API (libs/contracts pageSchema): headings, paragraphs, lists, links, tables only. */}
      <div className="sf-cms__body" dangerouslySetInnerHTML={{ __html: page.body_html }} />
      <p className="sf-cms__updated">
        Last updated <time dateTime={page.updated_at}>{updatedFormat.format(updated)}</time>
      </p>
      <BreadcrumbLd
        origin={root?.origin}
        crumbs={[
          { label: 'Home', path: '/' },
          { label: page.title, path },
        ]}
      />
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
