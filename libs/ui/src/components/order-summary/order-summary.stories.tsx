import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../button/button';
import { OrderSummary } from './order-summary';

const meta = {
  title: 'Commerce/OrderSummary',
  component: OrderSummary,
  args: {
    rows: [
      { label: 'Subtotal (2 pieces)', amount: 180097.09 },
      { label: 'Discount', note: 'Coupon DIWALI10', amount: -9004.85 },
      { label: 'Insured shipping', amount: 'Free' },
      { label: 'GST (3%)', amount: 5132.77 },
    ],
    total: 176225.01,
    children: <Button size="lg" fullWidth>Checkout</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}><Story /></div>],
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(summary).toHaveTextContent('₹1,76,225.01');
  },
};
export const Empty: Story = { args: { rows: [], total: 0, children: undefined } };
export const Loading: Story = { args: { children: <Button size="lg" fullWidth loading>Placing order</Button> } };
export const Dark: Story = { globals: { theme: 'dark' } };
/** A gift card paid part: its row is a discount, and the total is what is left to pay. */
export const GiftCardApplied: Story = {
  args: {
    rows: [
      { label: 'Subtotal (1 piece)', amount: 48307 },
      { label: 'Pick-up in store', amount: 'Free' },
      { label: 'Gift card ••••JKMN', note: '₹0 stays on the card', amount: -25000 },
    ],
    total: 23307,
    totalLabel: 'Left to pay',
  },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Order summary' });
    await expect(within(summary).getByText('Left to pay')).toBeInTheDocument();
    await expect(summary).toHaveTextContent('₹23,307');
  },
};
