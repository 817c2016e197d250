// @vitest-environment jsdom
import { responsiveImageSources } from '@aurelia/domain';
import { act, createElement, Profiler } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DeferredProductImage } from './deferred-product-image';

const tile = { src: '/images/categories/rings.png', alt: '', width: 480, height: 480, sizes: '50vw' };
const photo = responsiveImageSources(tile.src, { maxWidth: 480, aspectRatio: 1, sizes: '50vw' });

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('a deferred product image', () => {
  it('comes from the server as an empty picture of its size, the photo only in a <noscript> copy', () => {
    const html = renderToString(createElement(DeferredProductImage, tile));
    const [ground, copy] = html.split('<noscript>');
    expect(ground).toMatch(/^<img /);
    expect(ground).toContain('data-deferred=""');
    expect(ground).toContain('src="data:image/gif;base64,');
    expect(ground).toContain('style="aspect-ratio:480 / 480"');
    expect(ground).not.toContain('_ipx');
    expect(ground).toContain('width="480" height="480"');
    expect(copy).toContain(`srcSet="${photo.srcset?.replaceAll('&', '&amp;')}"`);
    expect(copy).not.toContain('data-deferred');
  });

  it('asks for its photo on the same <img> once hydrated, quietly, without rendering again', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(createElement(DeferredProductImage, tile));
    document.body.appendChild(container);
    const served = container.querySelector('img');
    const phases: string[] = [];
    const profiled = createElement(Profiler, { id: 'image', onRender: (_id, phase) => phases.push(phase) }, createElement(DeferredProductImage, tile));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, profiled, { onRecoverableError: (error) => recoverable.push(error) });
    });
    const image = container.querySelector('img');
    expect(image).toBe(served);
    expect(image?.getAttribute('srcset')).toBe(photo.srcset);
    expect(image?.getAttribute('src')).toBe(photo.src);
    expect(image?.hasAttribute('data-deferred')).toBe(false);
    expect(phases).toEqual(['mount']);
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    act(() => root?.unmount());
  });

  it('drawn in the browser alone (a later page, Storybook) asks for its photo at once', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(createElement(DeferredProductImage, tile)));
    expect(container.innerHTML).not.toContain('data:image/gif');
    expect(container.querySelector('img')?.getAttribute('srcset')).toBe(photo.srcset);
    act(() => root.unmount());
  });
});
