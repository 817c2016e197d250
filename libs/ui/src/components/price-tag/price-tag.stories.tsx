import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { PriceTag } from './price-tag';

const meta = {
  title: 'Commerce/PriceTag',
  component: PriceTag,
  args: { amount: 184500 },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('₹1,84,500.00');
  },
};
export const Reduced: Story = {
  args: { amount: 92750, compareAt: 104999, note: 'incl. GST' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Was/).closest('s')).toHaveTextContent('₹1,04,999.00');
  },
};
export const FromPaise: Story = { args: { amount: 12345650, unit: 'paise' } };
export const Large: Story = { args: { size: 'lg', amount: 1250000, note: 'onwards' } };
export const Small: Story = { args: { size: 'sm', amount: 2499 } };
export const Zero: Story = { args: { amount: 0, note: 'Complimentary gift wrap' } };
export const Dark: Story = { args: { amount: 92750, compareAt: 104999 }, globals: { theme: 'dark' } };
