import { PRODUCTS_PER_PAGE } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

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
