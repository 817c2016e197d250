import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CoinBalance } from './coin-balance';

const meta = {
  title: 'Commerce/CoinBalance',
  component: CoinBalance,
  args: { coins: 12450, value: 1245, expiring: { coins: 300, on: 'on 31 March 2027' } },
} satisfies Meta<typeof CoinBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('12,450 coins');
    await expect(canvasElement).toHaveTextContent('Worth ₹1,245');
  },
};
export const Empty: Story = { args: { coins: 0, value: 0, expiring: undefined } };
export const One: Story = { args: { coins: 1, value: undefined, expiring: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
