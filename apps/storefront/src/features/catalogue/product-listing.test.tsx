// @vitest-environment jsdom
import type { Attribute, ProductListResponse } from '@aurelia/contracts';
import { sampleProduct } from '@aurelia/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
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
    const grid = await screen.findByRole('list', { name: 'Rings' });
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
    await user.click(await screen.findByRole('checkbox', { name: '18 Karat' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category/rings?attr=3');
  });

  it('filters on a phone in a sheet: "Show N pieces" counts the choice with the API, and applies it to the URL', async () => {
    api.on('GET', '/products', { body: { ...page(1, 1, 1), meta: { current_page: 1, last_page: 7, per_page: 1, total: 7 } } });
    const user = userEvent.setup();
    renderListing('/category/rings?page=2', page(2, 3, 13));
    const toggle = screen.getByRole('button', { name: 'Filter and sort' });
    await user.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect(within(sheet).getByRole('button', { name: 'Show 36 pieces' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('checkbox', { name: '18 Karat' }));
    // Nothing applied yet: the listing's address stays while the sheet counts.
    expect(screen.getByTestId('location')).toHaveTextContent('/category/rings?page=2');
    const show = await within(sheet).findByRole('button', { name: 'Show 7 pieces' });
    expect(within(sheet).getByRole('status')).toHaveTextContent('7 pieces match');
    expect(api.arrivals.map((a) => a.query)).toEqual([
      'filters[categories][slug][$eq]=rings&filters[attributes][id][$in][0]=3&sort[0]=popularity:desc&page=1&per_page=1',
    ]);

    await user.click(show);
    expect(screen.getByTestId('location')).toHaveTextContent('/category/rings?attr=3');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('leaves the listing as it was when the sheet is closed without applying, and clears all in the sheet', async () => {
    api.on('GET', '/products', { body: { ...page(1, 1, 1), meta: { current_page: 1, last_page: 40, per_page: 1, total: 40 } } });
    const user = userEvent.setup();
    renderListing('/category/rings?attr=4', page(1, 1, 1));
    await user.click(screen.getByRole('button', { name: 'Filter and sort (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter and sort' });
    expect(within(sheet).getByRole('checkbox', { name: '22 Karat' })).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Clear all (1)' }));
    expect(within(sheet).getByRole('checkbox', { name: '22 Karat' })).not.toBeChecked();
    expect(await within(sheet).findByRole('button', { name: 'Show 40 pieces' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/category/rings?attr=4');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filter and sort (1)' })).toHaveFocus());
  });

  it('shows a price band as a chip that clears it, keeping the other filters, and keeps the band as filters change', async () => {
    const user = userEvent.setup();
    renderListing('/category/rings?attr=4&price_min=25000&price_max=50000&page=2', page(2, 3, 13));
    expect(screen.getByRole('button', { name: 'Filter and sort (2)' })).toBeInTheDocument();
    const chips = screen.getByRole('list', { name: 'Price' });
    const chip = within(chips).getByRole('link', { name: '₹25,000–₹50,000: show every price' });
    expect(chip).toHaveAttribute('href', '/category/rings?attr=4');
    await user.click(screen.getByRole('checkbox', { name: '18 Karat' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/category/rings?attr=3&attr=4&price_min=25000&price_max=50000');
  });

  it('shows the chosen filters as checked, and offers to clear them when nothing matches', () => {
    renderListing('/category/rings?attr=4', { data: [], meta: { current_page: 1, last_page: 1, per_page: 12, total: 0 } });
    expect(screen.getByRole('checkbox', { name: '22 Karat' })).toBeChecked();
    expect(screen.getByText('No pieces match these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/category/rings');
  });
});
