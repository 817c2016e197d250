import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { earringsImage, earringsThreeQuarterImage, necklaceImage, necklaceThreeQuarterImage, ringImage, ringThreeQuarterImage } from '../../stories/fixtures';
import { ProductCard, ProductCardSkeleton } from './product-card';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    name: 'Aurora solitaire ring',
    href: '#product/aurora-solitaire-ring',
    image: { src: ringImage, alt: 'Solitaire diamond ring in yellow gold, from the front' },
    hoverImage: { src: ringThreeQuarterImage },
    price: 92750,
    subtitle: '18K yellow gold · 0.50 ct',
    onWishlistChange: fn(),
    onAddToCart: fn(),
  },
  decorators: [(Story) => <div style={{ width: 260 }}><Story /></div>],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As a shopper first sees it: an empty heart, nothing focused. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Save Aurora solitaire ring to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
    // The sample is the shop's own render, served as the proxy would (src/stories/ipx).
    const picture = within(canvasElement).getByRole('img', { name: 'Solitaire diamond ring in yellow gold, from the front' }) as HTMLImageElement;
    await waitFor(() => expect(picture.complete && picture.naturalWidth).toBeGreaterThan(0));
    await expect(picture.currentSrc).toContain('/images/pieces/solitaire-ring-yellow-gold-diamond-1.webp');
  },
};

/** The interaction test, on its own copy so that Default keeps the look a shopper first sees. */
export const SaveAndAddToBag: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Aurora solitaire ring' })).toHaveAttribute('href', '#product/aurora-solitaire-ring');
    const heart = canvas.getByRole('button', { name: 'Save Aurora solitaire ring to wishlist' });
    await userEvent.click(heart);
    await expect(args.onWishlistChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Remove Aurora solitaire ring from wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^Add to bag.*Aurora solitaire ring$/ }));
    await expect(args.onAddToCart).toHaveBeenCalledOnce();
  },
};
export const Reduced: Story = { args: { compareAt: 104999, badge: 'Festive offer' } };
export const LowStock: Story = { args: { stock: 'low', image: { src: necklaceImage, alt: 'Platinum heart pendant with a diamond, on a fine chain' }, hoverImage: { src: necklaceThreeQuarterImage }, name: 'Nizam diamond heart pendant' } };
export const SoldOut: Story = {
  args: { stock: 'out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /^Sold out.*Aurora solitaire ring$/ })).toBeDisabled();
  },
};
export const Adding: Story = { args: { adding: true } };
export const Loading: Story = { render: () => <ProductCardSkeleton /> };
export const LongText: Story = {
  args: {
    name: 'Rajwada platinum jhumka earrings with diamond-set studs and bead-fringed domes for the wedding season',
    subtitle: 'Platinum (Pt 950) · 18.4 g · handcrafted in Nagercoil',
    image: { src: earringsImage, alt: 'Platinum jhumka earrings, diamond-set studs over domes with bead fringes' },
    hoverImage: { src: earringsThreeQuarterImage },
    price: 245600,
    badge: 'Bridal',
  },
};
export const Dark: Story = { args: { compareAt: 104999, badge: 'New' }, globals: { theme: 'dark' } };

/** Hovered: the card lifts a little and its image zooms (no motion with reduced motion). */
export const Hover: Story = {
  parameters: { pseudo: { hover: '.au-product-card' } },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('.au-product-card');
    const image = canvasElement.querySelector('.au-product-card__media img');
    await expect(card).not.toBeNull();
    await expect(image).not.toBeNull();
    await expectForcedState(canvasElement, card as Element, ['transform']);
    await expectForcedState(canvasElement, image as Element, ['transform']);
  },
};

/** With a second view: hovering (or focusing) the card shows the three-quarter picture over the front one. */
export const SecondViewOnHover: Story = {
  args: { hoverImage: { src: ringThreeQuarterImage } },
  parameters: { pseudo: { hover: '.au-product-card' } },
  play: async ({ canvasElement }) => {
    const second = canvasElement.querySelector('.au-product-card__second-view');
    await expect(second).not.toBeNull();
    // Decorative and lazy: the first picture's alt names the piece, and the second costs nothing until near.
    await expect(second).toHaveAttribute('alt', '');
    await expect(second).toHaveAttribute('loading', 'lazy');
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(1);
    await expectForcedState(canvasElement, second as Element, ['opacity']);
  },
};
