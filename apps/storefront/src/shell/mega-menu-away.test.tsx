// @vitest-environment jsdom
import type { Category } from '@aurelia/contracts';
import { render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { refusingApi, storeOn, testApiForThisFile, type TestApi } from '../test/api-server';
import MegaMenuPanel from './mega-menu-panel';

const api = testApiForThisFile();
const categories: Category[] = [{ id: 1, slug: 'rings', name: 'Rings', description: 'Rings', product_count: 40 }];

/** The mega-menu opened for the first time on Rings. */
function openMenu(on: Pick<TestApi, 'baseURL'>) {
  render(
    <Provider store={storeOn(on)}>
      <MemoryRouter>
        <MegaMenuPanel id="mega" open category="rings" categories={categories} container={createRef()} onCategory={() => undefined} onClose={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('the mega-menu’s first open while the shop’s API is away', () => {
  it('still offers every category and the services when nothing answers, without the attributes’ columns or a picture', async () => {
    openMenu(await refusingApi());
    const menu = document.getElementById('mega');
    expect(menu).not.toBeNull();
    expect(within(menu as HTMLElement).getAllByRole('link', { name: 'Rings' }).length).toBeGreaterThan(0);
    // Both calls (attributes and the picture) are given up without an error reaching the page.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('link', { name: 'Yellow Gold' })).toBeNull();
    expect(menu?.querySelector('img')).toBeNull();
  });

  it('asks for the attributes again on a later open, once the API answers', async () => {
    api.on('GET', '/attributes', { body: { data: [{ id: 9, name: 'yellow-gold', title: 'Yellow Gold', group: 'metal' }] } });
    api.on('GET', '/products', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 1, total: 0 } } });
    openMenu(api);
    expect(await screen.findByRole('link', { name: 'Yellow Gold' })).toBeInTheDocument();
  });
});
