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

/** Whole rupees as jewellers write them: no `.00`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.au-price__amount')).toHaveTextContent(/^₹1,84,500$/);
  },
};
export const Reduced: Story = {
  args: { amount: 92750, compareAt: 104999, note: 'incl. GST' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Was/).closest('s')).toHaveTextContent('₹1,04,999');
  },
};
/** Paise show only where an amount has them. */
export const FromPaise: Story = {
  args: { amount: 12345650, unit: 'paise' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.au-price__amount')).toHaveTextContent(/^₹1,23,456\.50$/);
  },
};
/** The display serif's figures are lining and of one width here (its own are old-style). */
export const Large: Story = {
  args: { size: 'lg', amount: 1250000, note: 'onwards' },
  play: async ({ canvasElement }) => {
    const amount = canvasElement.querySelector('.au-price__amount') as HTMLElement;
    await expect(getComputedStyle(amount).fontVariantNumeric).toBe('lining-nums tabular-nums');
  },
};
export const Small: Story = { args: { size: 'sm', amount: 2499 } };
export const Zero: Story = { args: { amount: 0, note: 'Complimentary gift wrap' } };
export const Dark: Story = { args: { amount: 92750, compareAt: 104999 }, globals: { theme: 'dark' } };
