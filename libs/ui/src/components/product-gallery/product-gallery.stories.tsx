import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ringImage, ringOnSurfaceImage, ringThreeQuarterImage } from '../../stories/fixtures';
import { Button } from '../button/button';
import { ProductGallery } from './product-gallery';

const meta = {
  title: 'Commerce/ProductGallery',
  component: ProductGallery,
  args: {
    images: [
      { src: ringImage, alt: 'Solitaire diamond ring in yellow gold, from the front' },
      { src: ringThreeQuarterImage, alt: 'The ring from three-quarter, its claws and stone in view' },
      { src: ringOnSurfaceImage, alt: 'The ring on a stone plinth beside a pebble, for scale' },
    ],
    onIndexChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show photo 2 of 3: The ring from three-quarter, its claws and stone in view' }));
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('img', { name: 'The ring from three-quarter, its claws and stone in view' })).toHaveAttribute('loading', 'eager');
    await expect(canvas.getByRole('button', { name: /photo 2 of 3/ })).toHaveAttribute('aria-current', 'true');
  },
};
export const SingleImage: Story = { args: { images: [{ src: ringImage, alt: 'Solitaire diamond ring in yellow gold, from the front' }] } };
export const Empty: Story = { args: { images: [] } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** Another way to see the piece under the pictures: the product page puts its "View in 3D" here. */
export const WithActions: Story = {
  args: { actions: <Button variant="secondary">View in 3D</Button> },
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByRole('region', { name: 'Product photos' });
    await expect(within(gallery).getByRole('button', { name: 'View in 3D' })).toBeVisible();
  },
};
