import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  args: { width: 240 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};
export const ProductCard: Story = {
  render: () => (
    <div aria-busy="true" aria-label="Loading product" role="group" style={{ width: 240, display: 'grid', gap: 8 }}>
      <Skeleton shape="rect" height={240} />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Loading product' })).toHaveAttribute('aria-busy', 'true');
  },
};
export const Circle: Story = { args: { shape: 'circle', width: 48 } };
export const Dark: Story = { ...ProductCard, globals: { theme: 'dark' } };
