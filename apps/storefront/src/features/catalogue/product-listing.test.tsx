// @vitest-environment jsdom
import type { Attribute, ProductListResponse } from '@aurelia/contracts';
import { sampleProduct } from '@aurelia/contracts/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { listingParams, parseListingQuery } from './listing-query';
import { NoMatches, ProductListing } from './product-listing';

const api = testApiForThisFile();

const page = (current: number, last: number, from: number): ProductListResponse => ({
  data: Array.from({ length: 12 }, (_, i) => sampleProduct({ id: from + i, item_id: from + i, slug: `piece-${from + i}`, name: `Piece ${from + i}` })),
  meta: { current_page: current, last_page: last, per_page: 12, total: last * 12 },
});
const attributes: Attribute[] = [
  { id: 3, name: '18K', title: '18 Karat', group: 'purity' },
  { id: 4, name: '22K', title: '22 Karat', group: 'purity' },
];

function renderListing(path: string, response: ProductListResponse) {
  const query = parseListingQuery(new URL(`http://shop${path}`).searchParams);
  const store = storeOn(api);
  renderWithStore(
    store,
    <ProductListing
      path="/category/rings"
      query={query}
      params={listingParams(query, 'rings')}
      response={response}
      attributes={attributes}
      label="Rings"
      empty={<NoMatches clearTo="/category/rings" />}
    />,
    { path, pattern: '/category/rings' },
  );
  return store;
}

describe('a category listing, with a real store and router', () => {
  it('shows the server page, then appends the next page on "Load more" until none is left', async () => {
    api.on('GET', '/products', { body: page(2, 2, 13) });
    const user = userEvent.setup();
    renderListing('/category/rings', page(1, 2, 1));
    const grid = screen.getByRole('list', { name: 'Rings' });
    expect(within(grid).getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/category/rings?page=2');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(grid).findByText('Piece 24')).toBeInTheDocument();
    expect(within(grid).getAllByRole('article')).toHaveLength(24);
    expect(api.arrivals.map((a) => a.query)).toEqual(['filters[categories][slug][$eq]=rings&sort[0]=popularity:desc&page=2&per_page=12']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('puts a chosen filter in the URL, back on page 1', async () => {
    const user = userEvent.setup();
    renderListing('/category/rings?page=2', page(2, 3, 13));
    await user.click(screen.getByRole('checkbox', { name: '18 Karat' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category/rings?attr=3');
  });

  it('shows the chosen filters as checked, and offers to clear them when nothing matches', () => {
    renderListing('/category/rings?attr=4', { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } });
    expect(screen.getByRole('checkbox', { name: '22 Karat' })).toBeChecked();
    expect(screen.getByText('No pieces match these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/category/rings');
  });
});
