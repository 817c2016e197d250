// @vitest-environment jsdom
import { act, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Icon } from './icon';

/** Two icons, one of the set and one unknown, as a page would draw them. */
const page = (icon: typeof Icon) => createElement('p', null, createElement(icon, { name: 'heart' }), createElement(icon, { name: 'tiara' }));

afterEach(() => {
  vi.doUnmock('./icon-source');
  vi.restoreAllMocks();
});

describe('icons whose drawings come after hydration (the storefront browser build)', () => {
  it('keeps the server’s drawings while hydrating, quietly, and draws the same once the set has come', async () => {
    const html = renderToString(page(Icon));
    expect(html).toContain('<path d="M19 14c1.49');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);

    // The browser build's module in place of icon-source.ts, as apps/storefront/vite.config.ts puts it.
    vi.resetModules();
    vi.doMock('./icon-source', () => import('./icon-source-deferred'));
    const { Icon: DeferredIcon } = await import('./icon');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

    await act(async () => {
      hydrateRoot(container, page(DeferredIcon), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.innerHTML).toBe(html);
    // Until the set comes the browser has no drawing of its own: one taken away stays away…
    const heart = container.querySelector('[data-icon="heart"]');
    if (heart) heart.innerHTML = '';
    // …and the set, fetched once the icons have mounted, draws it again as the server did.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(container.innerHTML).toBe(html);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});
