import { PRODUCTS_PER_PAGE } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { atViewport } from '../../.storybook/viewports';
import { ProductListingPage } from './product-listing-page';

const meta = {
  title: 'Docs/Example pages',
  component: ProductListingPage,
  parameters: { layout: 'fullscreen' },
  // The toolbar's theme drives the page's colour-mode provider.
  render: (args, { globals }) => <ProductListingPage {...args} colorMode={globals['theme'] === 'dark' ? 'dark' : 'light'} />,
} satisfies Meta<typeof ProductListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProductListing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('region', { name: 'Jewellery' }).querySelector('ul');
    await expect(list?.children).toHaveLength(PRODUCTS_PER_PAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(list?.children).toHaveLength(PRODUCTS_PER_PAGE * 2);
  },
};

export const ProductListingDark: Story = { globals: { theme: 'dark' } };

// By class, not by role: a hidden element has no accessible name, so a role query cannot find it to prove it hidden.
const filters = (canvasElement: HTMLElement) => canvasElement.querySelector('.au-filters');
const filtersToggle = (canvasElement: HTMLElement) => canvasElement.querySelector('.example-listing__filters-toggle');

/** On a phone (390 px): one button shows the filters, which start folded away. */
export const ProductListingPhone: Story = {
  globals: atViewport('phone390'),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(within(canvasElement).getByRole('button', { name: 'Filter and sort' })).toHaveAttribute('aria-expanded', 'false');
    await expect(filtersToggle(canvasElement)).toBeVisible();
    await expect(filters(canvasElement)).not.toBeVisible();
  },
};

/** On a laptop (1366 px): the filters always show, and the phone's button is gone. */
export const ProductListingDesktop: Story = {
  globals: atViewport('desktop1366'),
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1366);
    await expect(filtersToggle(canvasElement)).not.toBeVisible();
    await expect(filters(canvasElement)).toBeVisible();
  },
};

/** The kiosk's screen (1280 × 800) draws the desktop listing. */
export const ProductListingKiosk: Story = {
  globals: atViewport('kiosk1280'),
  play: async ({ canvasElement }) => {
    await expect([window.innerWidth, window.innerHeight]).toEqual([1280, 800]);
    await expect(filtersToggle(canvasElement)).not.toBeVisible();
  },
};
