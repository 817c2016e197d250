// @vitest-environment jsdom
import { sampleProduct } from '@aurelia/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { ProductTile } from '../catalogue/product-tile';
import { CartDrawer } from './cart-drawer';

const api = testApiForThisFile();

const ring = sampleProduct({ id: 7, item_id: 7, slug: 'rose-ring', name: 'Rose gold ring', price: 24_999.5, stock: 4 });

describe('the bag in the header, with a real store', () => {
  it('counts a piece added from a product card, lists it in the drawer and empties on remove', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    const user = userEvent.setup();
    const store = storeOn(api);
    renderWithStore(
      store,
      <>
        <CartDrawer />
        <ProductTile product={ring} />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Bag' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Add to bag/ }));
    expect(await screen.findByRole('button', { name: 'Bag, 1 piece' })).toBeInTheDocument();
    expect(api.arrivals.map((a) => a.path)).toEqual(['/api/v1/check-product-available']);

    await user.click(screen.getByRole('button', { name: 'Bag, 1 piece' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your bag' });
    expect(within(drawer).getByText('Rose gold ring')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'View bag and check out' })).toHaveAttribute('href', '/cart');

    await user.click(within(drawer).getByRole('button', { name: /remove/i }));
    expect(await within(drawer).findByText('Your bag is empty')).toBeInTheDocument();

    // Escape closes the modal drawer and gives focus back to the bag button, now without a count.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bag' })).toHaveFocus());
  });

  it('keeps a sold-out piece out of the bag: its button is disabled and nothing is asked of the server', async () => {
    const store = storeOn(api);
    renderWithStore(store, <ProductTile product={sampleProduct({ id: 8, item_id: 8, name: 'Sold ring', stock: 0, is_preorderable: false })} />);
    expect(screen.getByRole('button', { name: /Sold out/ })).toBeDisabled();
    expect(api.arrivals).toEqual([]);
  });
});
