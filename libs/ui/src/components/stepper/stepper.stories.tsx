import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Stepper } from './stepper';

const meta = {
  title: 'Commerce/Stepper',
  component: Stepper,
  args: { steps: ['Bag', 'Address', 'Payment', 'Review'], current: 2 },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Checkout progress' });
    await expect(within(nav).getByText('Payment').closest('li')).toHaveAttribute('aria-current', 'step');
    await expect(within(nav).getByText('Bag')).toHaveTextContent('Bag (done)');
  },
};
export const FirstStep: Story = { args: { current: 0 } };
export const LastStep: Story = { args: { current: 3 } };
export const LongText: Story = {
  args: { steps: ['Your bag', 'Delivery or boutique collection', 'Payment and gift card', 'Review and place order'], current: 1 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
};
export const Dark: Story = { globals: { theme: 'dark' } };
