import { STORE_CLOSED_NOTICE } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { NoticeBar } from './notice-bar';

const meta = {
  title: 'Feedback/NoticeBar',
  component: NoticeBar,
  args: { children: 'Free insured shipping on every order above ₹50,000', onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Store notice' })).toBeVisible();
  },
};
export const StoreClosed: Story = { args: { children: STORE_CLOSED_NOTICE } };
export const Dismissible: Story = {
  args: { dismissible: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss notice' }));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
export const Empty: Story = {
  args: { children: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
export const LongText: Story = {
  args: {
    dismissible: true,
    children:
      'Our boutiques are closed on 1 November for Diwali. Online orders placed today ship on 3 November, fully insured, with the BIS hallmark and HUID on every piece.',
  },
};
export const Dark: Story = { args: { dismissible: true }, globals: { theme: 'dark' } };
