import { IMAGE_PROXY_PREFIX } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { ringImage } from '../../stories/fixtures';
import { DeferredProductImage } from './deferred-product-image';
import { ProductImage } from './product-image';

const meta = {
  title: 'Commerce/ProductImage',
  component: ProductImage,
  args: { src: ringImage, alt: 'Solitaire ring in 18K yellow gold', width: 400, height: 400 },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof ProductImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Solitaire ring in 18K yellow gold' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '400');
  },
};
export const AboveTheFold: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img');
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};
/**
 * A site image goes through the proxy, as webp, with 1x and 2x candidates. The proxy's answers for
 * `/products/solitaire-ring.jpg` are fixtures here (`src/stories/ipx`): the ring's render, labelled with its format.
 */
export const Proxied: Story = {
  args: { src: '/products/solitaire-ring.jpg', layout: 'fixed', width: 320, height: 320 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Solitaire ring in 18K yellow gold' }) as HTMLImageElement;
    await expect(image.getAttribute('src')).toBe(`${IMAGE_PROXY_PREFIX}/w_320,h_320,f_webp/products/solitaire-ring.jpg`);
    await expect(image.getAttribute('srcset')).toMatch(/ 320w, .* 640w$/);
    await waitFor(() => expect(image.complete && image.naturalWidth).toBeGreaterThan(0));
    await expect(image.currentSrc).toContain('f_webp');
  },
};
/** The proxy has no such image (404): the designed placeholder shows instead, at the same size. */
export const ProxiedAndFailed: Story = {
  args: { src: '/products/no-such-ring.jpg', layout: 'fixed', width: 320, height: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = canvas.queryByRole('img');
    if (image instanceof HTMLImageElement) {
      await expect(image.getAttribute('src')).toContain(`${IMAGE_PROXY_PREFIX}/`);
      await expect(image.getAttribute('src')).toContain('f_webp');
      await expect(image.getAttribute('srcset')).toMatch(/ 320w, .* 640w$/);
    }
    await waitFor(() => expect(canvasElement.querySelector('.au-product-image--failed')).not.toBeNull());
    const placeholder = canvas.getByRole('img', { name: 'Solitaire ring in 18K yellow gold' });
    await expect(Math.round(placeholder.getBoundingClientRect().height)).toBe(320);
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/**
 * `avif`: a `<picture>` whose AVIF `<source>` has the same `/_ipx` candidates as the webp `<img>`, the
 * fallback for browsers without AVIF. A browser with AVIF shows the ring labelled "AVIF".
 */
export const AvifWithWebpFallback: Story = {
  args: { src: '/products/solitaire-ring.jpg', layout: 'fixed', width: 320, height: 320, avif: true },
  play: async ({ canvasElement }) => {
    const source = canvasElement.querySelector('picture > source');
    const image = canvasElement.querySelector('picture > img');
    if (!(image instanceof HTMLImageElement)) throw new Error('Expected a <picture> with an <img>');
    await expect(source).toHaveAttribute('type', 'image/avif');
    await expect(source?.getAttribute('srcset')).toMatch(/f_avif.* 320w, .*f_avif.* 640w$/);
    await expect(image.getAttribute('srcset')).toMatch(/f_webp.* 320w, .*f_webp.* 640w$/);
    await expect(source?.getAttribute('sizes')).toBe(image.getAttribute('sizes'));
    await waitFor(() => expect(image.complete && image.naturalWidth).toBeGreaterThan(0));
    await expect(image.currentSrc).toContain('f_avif');
    await expect(canvasElement.querySelector('.au-product-image--failed')).toBeNull();
  },
};

/**
 * `DeferredProductImage`, for pictures away from the first screen: the server's HTML draws an empty picture of the
 * same size, and the photo is asked for once the page's script runs and the picture comes near the screen. Drawn in
 * the browser alone, as here, the photo comes at once.
 */
export const Deferred: Story = {
  args: { src: '/products/solitaire-ring.jpg', layout: 'fixed', width: 320, height: 320 },
  render: (args) => <DeferredProductImage {...args} />,
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'Solitaire ring in 18K yellow gold' }) as HTMLImageElement;
    await waitFor(() => expect(image.getAttribute('srcset')).toMatch(/ 320w, .* 640w$/));
    await expect(image).not.toHaveAttribute('data-deferred');
    await waitFor(() => expect(image.complete && image.naturalWidth).toBeGreaterThan(0));
    await expect(image.currentSrc).toContain('f_webp');
    await expect(Math.round(image.getBoundingClientRect().height)).toBe(320);
  },
};
