// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
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
  it('keeps the server’s drawings, quietly and untouched once the set has come, and draws a changed name anew', async () => {
    const html = renderToString(page(Icon));
    expect(html).toContain('<path d="M19 14c1.49');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const serverHeartPath = container.querySelector('[data-icon="heart"] path');

    // The browser build's module in place of icon-source.ts, as apps/storefront/vite.config.ts puts it.
    vi.resetModules();
    vi.doMock('./icon-source', () => import('./icon-source-deferred'));
    const { Icon: DeferredIcon } = await import('./icon');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

    const view = (heart: string, extra?: string) =>
      createElement(
        'p',
        null,
        createElement(DeferredIcon, { name: heart }),
        createElement(DeferredIcon, { name: 'tiara' }),
        extra ? createElement(DeferredIcon, { name: extra }) : null,
      );
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, view('heart'), { onRecoverableError: (error) => recoverable.push(error) });
    });
    expect(container.innerHTML).toBe(html);

    // The set, fetched once the icons have mounted, leaves the server's drawing as it is: the same node, not
    // the same markup parsed again. An icon first drawn in the browser, on its own root, shows when it has come.
    const probe = document.createElement('div');
    await act(async () => {
      createRoot(probe).render(createElement(DeferredIcon, { name: 'cart' }));
    });
    await act(() => vi.waitFor(() => expect(probe.querySelector('[data-icon="cart"] path')).not.toBeNull()));
    expect(container.innerHTML).toBe(html);
    expect(container.querySelector('[data-icon="heart"] path')).toBe(serverHeartPath);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();

    // An icon whose name changes, or one first drawn in the browser, is drawn from the set.
    await act(async () => {
      root?.render(view('cart', 'heart'));
    });
    const drawn = (...names: string[]) => renderToString(createElement('p', null, ...names.map((name) => createElement(Icon, { name }))));
    expect(container.innerHTML).toBe(drawn('cart', 'tiara', 'heart'));
    // And back again: the server's drawing is gone from that element, so it is drawn from the set too.
    await act(async () => {
      root?.render(view('heart'));
    });
    expect(container.innerHTML).toBe(html);
  });
});
