// @vitest-environment jsdom
import { sampleProduct } from '@aurelia/contracts/testing';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refusingApi, storeOn, testApiForThisFile, type TestApi } from '../../test/api-server';
import SearchSuggestionsPanel from './search-suggestions-panel';

const api = testApiForThisFile();
const categories = [{ id: 1, slug: 'rings', name: 'Rings', product_count: 40 }];

/** The header search's list for "rings" typed, under a root route holding the categories. */
function renderPanel(on: Pick<TestApi, 'baseURL'>) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ categories }),
      HydrateFallback: () => null,
      Component: () => <SearchSuggestionsPanel listId="suggest" query="rings" expanded active={-1} onOptions={() => undefined} onChoose={() => undefined} />,
    },
  ]);
  render(
    <Provider store={storeOn(on)}>
      <Stub initialEntries={['/']} />
    </Provider>,
  );
}


describe('the header search’s suggestions while the shop’s API is away', () => {
  it('offers the matching pieces with their prices when the API answers', async () => {
    api.on('GET', '/products', { body: { data: [sampleProduct({ slug: 'rose-ring', name: 'Rose gold ring', price: 24_999 })], meta: { current_page: 1, last_page: 1, per_page: 5, total: 1 } } });
    renderPanel(api);
    expect(await screen.findByRole('option', { name: /Rose gold ring/ })).toHaveTextContent('₹24,999');
    expect(screen.getByRole('option', { name: 'Rings' })).toBeInTheDocument();
  });

  it('keeps offering the categories, without pieces, when the API answers 503', async () => {
    api.on('GET', '/products', { status: 503, body: { message: 'The shop is briefly unavailable. Please try again in a minute.' } });
    renderPanel(api);
    expect(await screen.findByRole('option', { name: 'Rings' })).toBeInTheDocument();
    await expect.poll(() => api.arrivals.length).toBe(1);
    expect(screen.queryByRole('group', { name: 'Pieces' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it('does the same when nothing answers at all', async () => {
    renderPanel(await refusingApi());
    expect(await screen.findByRole('option', { name: 'Rings' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole('group', { name: 'Pieces' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
