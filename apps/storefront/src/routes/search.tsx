import { EmptyState } from '@aurelia/ui';
import type { Route } from './+types/search';
import { isBanded, listingParams, parseListingQuery, priceBandLabel } from '../features/catalogue/listing-query';
import { NoMatches, ProductListing, withListingParts } from '../features/catalogue/product-listing';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { RouteErrorBoundary } from '../shell/route-error';
import { sharedAttributes } from '../server/reference-data.server';
import { serverApiForShopper } from '../server/api.server';
import { rethrowUnavailable } from '../server/api-unavailable.server';
import { productSummaryPageOf } from '../shared/product-summary';
import { CategoryChips } from '../shared/category-chips';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApiForShopper(request, context.clientAddress);
  const query = parseListingQuery(new URL(request.url).searchParams);
  const params = listingParams(query);
  const attributes = await sharedAttributes().catch(rethrowUnavailable);
  // A search, or pieces of a metal, occasion, collection or price band from every category (the menus' links).
  if (!query.q && query.attributeIds.length === 0 && !isBanded(query)) return { query, params, attributes, response: null };
  const response = await api.getProducts({ ...params, page: query.page });
  return { query, params, attributes, response: productSummaryPageOf(response) };
}

/** What a listing without words shows: its filters' names ("Yellow Gold · Wedding · Under ₹25,000"). */
function filtersTitle(
  query: { attributeIds: number[]; priceMin: number | null; priceMax: number | null },
  attributes: readonly { id: number; title: string }[],
): string {
  const names = attributes.filter((attribute) => query.attributeIds.includes(attribute.id)).map((attribute) => attribute.title);
  if (isBanded(query)) names.push(priceBandLabel(query.priceMin, query.priceMax));
  return names.join(' · ');
}

export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withListingParts(serverLoader);

export const meta: Route.MetaFunction = ({ data: page, error, matches }) => {
  const filters = page ? filtersTitle(page.query, page.attributes) : '';
  return pageOrErrorMeta(error, matches, {
    name: page?.query.q ? `Search: ${page.query.q}` : filters ? `${filters} jewellery` : 'Search',
    noindex: true,
  });
};

export default function SearchPage({ loaderData, matches }: Route.ComponentProps) {
  const { query, params, attributes, response } = loaderData;
  const categories = rootDataOf(matches)?.categories ?? [];
  const filters = filtersTitle(query, attributes);
  const title = query.q ? `Results for “${query.q}”` : `${filters || 'All'} jewellery`;
  const browse = <CategoryChips categories={categories} label="Browse categories" />;
  return (
    <div className="sf-page">
      <header className="sf-page__header">
        <h1 className="sf-page__title">{response === null ? 'Search our jewellery' : title}</h1>
        {response?.corrected_query && response.meta.total > 0 ? (
          <p className="sf-page__lead">Showing results for “{response.corrected_query}”</p>
        ) : null}
      </header>
      {response === null ? (
        <EmptyState
          icon="search"
          title="What are you looking for?"
          description="Search by piece, metal or stone, such as “diamond ring”, “22K bangle” or “platinum band”. Or browse a category:"
          action={browse}
        />
      ) : (
        <ProductListing
          path="/search"
          query={query}
          params={params}
          response={response}
          attributes={attributes}
          label={query.q ? `Results for ${query.q}` : title}
          empty={
            query.attributeIds.length > 0 || isBanded(query) ? (
              <NoMatches clearTo={query.q ? `/search?q=${encodeURIComponent(query.q)}` : '/search'} />
            ) : (
              <EmptyState
                icon="search"
                title={`Nothing matches “${query.q}”`}
                description="Check the spelling, use fewer or more general words (“ring” rather than “solitaire ring 18K”), or browse a category:"
                action={browse}
              />
            )
          }
        />
      )}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
