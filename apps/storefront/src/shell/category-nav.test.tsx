// @vitest-environment jsdom
import type { Category } from '@aurelia/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeOn, testApiForThisFile } from '../test/api-server';
import { renderWithStore } from '../test/render';
import { CategoryNav } from './category-nav';

const api = testApiForThisFile();
const categories: Category[] = [{ id: 1, slug: 'rings', name: 'Rings', description: 'Rings', product_count: 40 }];

describe('the category strip on a desktop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the mega-menu in the render of the press once its code has come as the pointer arrived', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(min-width: 1024px)', addEventListener: () => undefined, removeEventListener: () => undefined }));
    // The menu asks for the attributes' columns and a piece's picture as it opens.
    api.on('GET', '/attributes', { body: { data: [] } });
    api.on('GET', '/products', { body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 1, total: 0 } } });
    renderWithStore(storeOn(api), <CategoryNav categories={categories} />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    fireEvent.pointerEnter(menu);
    await act(async () => {
      await import('./mega-menu-panel');
    });
    act(() => menu.click());
    // Synchronously after the press's render: React.lazy would show its content 300 ms later at the soonest.
    const panel = document.querySelector('.sf-mega');
    expect(panel).not.toBeNull();
    expect(panel?.hasAttribute('hidden')).toBe(false);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    // Its columns and picture are asked for as it opens (answered before the stand-in API closes).
    await act(() => vi.waitFor(() => expect(api.arrivals.map(({ path }) => path).sort()).toEqual(['/api/v1/attributes', '/api/v1/products'])));
  });
});
