import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { StockBadge } from './stock-badge';

const meta = {
  title: 'Commerce/StockBadge',
  component: StockBadge,
  args: { status: 'in-stock' },
} satisfies Meta<typeof StockBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {};
export const Low: Story = {
  args: { status: 'low', count: 2 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Only 2 left');
  },
};
export const Out: Story = { args: { status: 'out' } };
export const PreOrder: Story = { args: { status: 'pre-order' } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <StockBadge status="in-stock" />
      <StockBadge status="low" count={1} />
      <StockBadge status="out" />
      <StockBadge status="pre-order" />
    </div>
  ),
};
