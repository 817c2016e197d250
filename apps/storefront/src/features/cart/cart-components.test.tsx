// @vitest-environment jsdom
import { sampleProduct } from '@aurelia/contracts/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithStore } from '../../test/render';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import CartPage from '../../routes/cart';
import { ProductTile } from '../catalogue/product-tile';
import { CartDrawer } from './cart-drawer';
import { itemAdded } from './cart-slice';

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
    // The count moved with the press; the server is asked after, and its yes brings the toast.
    await waitFor(() => expect(store.getState().toasts.queue.map((toast) => toast.title)).toEqual(['Added to your bag']));
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

describe('the bag page, with a real store', () => {
  it('asks the server about every line when it opens, and flags a piece sold meanwhile instead of offering checkout', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: false } });
    const user = userEvent.setup();
    const store = storeOn(api);
    store.dispatch(itemAdded({ item: { item_id: 7, item_type: 'product', quantity: 2, name: 'Rose gold ring', price: 24_999.5 }, product: ring }));
    renderWithStore(store, <CartPage />, { path: '/cart' });

    expect(await screen.findByText('Not available in this quantity any more: lower it or remove the piece.')).toBeInTheDocument();
    expect(screen.getByText('Some pieces cannot be bought now')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /check out/i })).toBeNull();
    expect(api.arrivals.find((arrival) => arrival.path === '/api/v1/check-product-available')).toMatchObject({ body: { item_id: 7, quantity: 2 } });

    await user.click(screen.getByRole('button', { name: /remove/i }));
    expect(await screen.findByText('Your bag is empty')).toBeInTheDocument();
    expect(store.getState().cart.unavailable).toEqual([]);
  });

  it('offers no quantity for a one-of-a-kind piece, and keeps the stepper of a plain one', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    const store = storeOn(api);
    const solitaire = sampleProduct({ id: 11, item_id: 11, slug: 'solitaire', name: 'Diamond solitaire', attributes: [{ id: 20, name: 'diamond', title: 'Diamond', group: 'stone' }] });
    store.dispatch(itemAdded({ item: { item_id: 11, item_type: 'product', quantity: 1, name: 'Diamond solitaire', price: 48_307 }, product: solitaire }));
    store.dispatch(itemAdded({ item: { item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 24_999.5 }, product: ring }));
    renderWithStore(store, <CartPage />, { path: '/cart' });
    const [unique, plain] = await screen.findAllByRole('listitem');
    expect(within(unique as HTMLElement).getByText('One of a kind')).toBeInTheDocument();
    expect(within(unique as HTMLElement).queryByRole('spinbutton')).toBeNull();
    expect(within(unique as HTMLElement).getByRole('button', { name: 'Remove Diamond solitaire' })).toBeInTheDocument();
    expect(within(plain as HTMLElement).getByRole('spinbutton', { name: 'Quantity of Rose gold ring' })).toHaveValue(1);
    expect(within(plain as HTMLElement).queryByText('One of a kind')).toBeNull();
    // The page's check of both lines, asked before the next test begins.
    await waitFor(() => expect(api.arrivals).toHaveLength(2));
  });

  it('offers checkout when every line can be bought', async () => {
    api.on('POST', '/check-product-available', { body: { is_available: true } });
    const store = storeOn(api);
    store.dispatch(itemAdded({ item: { item_id: 7, item_type: 'product', quantity: 1, name: 'Rose gold ring', price: 24_999.5 }, product: ring }));
    renderWithStore(store, <CartPage />, { path: '/cart' });
    await waitFor(() => expect(api.arrivals).toHaveLength(1));
    // A guest signs in right there, with a code, to check out.
    expect(screen.getByRole('heading', { name: 'Sign in to check out' })).toBeInTheDocument();
    // The sign-in's form is a module of its own, drawn once it has come (its heading holds the place meanwhile).
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByText('Some pieces cannot be bought now')).toBeNull();
  });
});
