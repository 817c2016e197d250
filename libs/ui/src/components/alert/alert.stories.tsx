import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button/button';
import { Alert } from './alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: 'Gold rate updated', children: 'Prices now reflect today’s 22K rate of ₹6,720 per gram.' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', title: 'Appointment booked', children: 'See you on Saturday at 11:00.' } };
export const Warning: Story = { args: { tone: 'warning', title: 'Only 2 left', children: 'This design is almost sold out.' } };
export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Payment failed',
    children: 'Your bank declined the payment. No money was taken.',
    actions: <Button size="sm" variant="secondary">Try again</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Payment failed');
  },
};
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Delivery to your PIN code takes longer than usual',
    children:
      'Insured deliveries of high-value jewellery to remote PIN codes need a signature and an identity check, so they can take up to seven working days. You can also collect your order from any Aurelia boutique.',
  },
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Alert {...args} />
      <Alert {...args} tone="success" />
      <Alert {...args} tone="warning" />
      <Alert {...args} tone="danger" />
    </div>
  ),
};
