import { isHttpError } from '@aurelia/api-client/errors';
import { Breadcrumbs } from '@aurelia/ui';
import { data } from 'react-router';
import type { Route } from './+types/category';
import { listingParams, listingSearch, parseListingQuery } from '../features/catalogue/listing-query';
import { NoMatches, ProductListing, withListingParts } from '../features/catalogue/product-listing';
import { BreadcrumbLd } from '../seo/json-ld';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { sharedAttributes, sharedCategories } from '../server/reference-data.server';
import { serverApi } from '../server/api.server';
import { rethrowUnavailable } from '../server/api-unavailable.server';
import { productSummaryPageOf } from '../shared/product-summary';
import { renderRouterLink } from '../shared/router-link';

export async function loader({ request, params }: Route.LoaderArgs) {
  const api = serverApi(request);
  const categories = await sharedCategories().catch(rethrowUnavailable);
  const category = categories.find((candidate) => candidate.slug === params.categorySlug);
  if (!category) throw data(`No category called “${params.categorySlug}”`, { status: 404 });
  const query = parseListingQuery(new URL(request.url).searchParams);
  const listParams = listingParams(query, category.slug);
  try {
    const [response, attributes] = await Promise.all([
      api.getProducts({ ...listParams, page: query.page }),
      sharedAttributes(),
    ]);
    // A page past the last one is not an empty page of the category: it does not exist.
    if (query.page > 1 && response.data.length === 0) throw data(`${category.name} has no page ${query.page}`, { status: 404 });
    return { category, query, params: listParams, response: productSummaryPageOf(response), attributes };
  } catch (error) {
    if (isHttpError(error) && error.status === 422) throw data('These filters are not valid', { status: 400 });
    return rethrowUnavailable(error);
  }
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withListingParts(serverLoader);

export const meta: Route.MetaFunction = ({ error, data: page, matches }) =>
  pageOrErrorMeta(error, matches, {
    name: page?.category.name,
    description: page?.category.description,
    // Filtered and sorted views point at the category itself; later pages are their own pages.
    ...(page ? { path: `/category/${page.category.slug}${listingSearch({ page: page.query.page })}` } : {}),
  });

export default function CategoryPage({ loaderData, matches }: Route.ComponentProps) {
  const { category, query, params, response, attributes } = loaderData;
  const root = rootDataOf(matches);
  const path = `/category/${category.slug}`;
  const crumbs = [
    { label: 'Home', path: '/' },
    { label: category.name, path },
  ];
  return (
    <div className="sf-page">
      <Breadcrumbs
        items={[{ label: 'Home', href: '/' }, { label: category.name }]}
        renderLink={renderRouterLink}
      />
      <header className="sf-page__header">
        <h1 className="sf-page__title">{category.name}</h1>
        <p className="sf-page__lead">{category.description}</p>
      </header>
      <ProductListing
        path={path}
        query={query}
        params={params}
        response={response}
        attributes={attributes}
        label={category.name}
        empty={<NoMatches clearTo={path} />}
      />
      <BreadcrumbLd origin={root?.origin} crumbs={crumbs} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
