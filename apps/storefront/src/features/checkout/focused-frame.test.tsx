// @vitest-environment jsdom
import { ColorModeProvider } from '@aurelia/ui';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createRoutesStub, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Shell } from '../../shell/shell';
import { FOCUSED_PAGE } from './focused-frame';
import { storeOn, testApiForThisFile } from '../../test/api-server';

const api = testApiForThisFile();

const rootData = {
  session: { signedIn: false },
  settings: null,
  settingsAt: 0,
  categories: [{ id: 1, slug: 'rings', name: 'Rings' }],
  stores: [],
  pages: [
    { slug: 'terms', title: 'Terms' },
    { slug: 'returns', title: 'Returns and exchange' },
    { slug: 'faq', title: 'Frequently asked questions' },
    { slug: 'shipping', title: 'Shipping' },
  ],
  brand: 'Aurelia',
  origin: 'http://localhost',
  flash: null,
  colorMode: 'system',
};

/** The shell around a checkout page (its route asks for the focused frame) and around the bag (it does not). */
function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => rootData,
      HydrateFallback: () => null,
      Component: () => (
        <Shell>
          <Outlet />
        </Shell>
      ),
      children: [
        { path: 'checkout', handle: FOCUSED_PAGE, Component: () => <h1>Checkout</h1> },
        { path: 'cart', Component: () => <h1>Your bag</h1> },
      ],
    },
  ]);
  return render(
    <Provider store={storeOn(api)}>
      <ColorModeProvider>
        <Stub initialEntries={[path]} />
      </ColorModeProvider>
    </Provider>,
  );
}

describe('the focused frame of checkout', () => {
  it('has the brand linking home and "Secure checkout", no categories or search, and a short footer of help links', async () => {
    renderAt('/checkout');
    await screen.findByRole('heading', { name: 'Checkout' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Aurelia, home' })).toHaveAttribute('href', '/');
    expect(within(header).getByText('Secure checkout')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    const help = screen.getByRole('navigation', { name: 'Help with your order' });
    expect(within(help).getAllByRole('link').map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Frequently asked questions', '/page/faq'],
      ['Shipping', '/page/shipping'],
      ['Returns and exchange', '/page/returns'],
      ['Call or visit a store', '/stores'],
    ]);
    expect(screen.queryByRole('navigation', { name: 'Shop' })).toBeNull();
  });

  it('leaves the other pages in the shop’s own frame', async () => {
    renderAt('/cart');
    await screen.findByRole('heading', { name: 'Your bag' });
    expect(screen.queryByText('Secure checkout')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Help with your order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Aurelia, home' })).toBeInTheDocument();
  });
});
