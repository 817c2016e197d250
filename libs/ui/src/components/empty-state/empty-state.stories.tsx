import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Button } from '../button/button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: 'cart',
    title: 'Your bag is empty',
    description: 'Discover rings, necklaces and earrings crafted in gold, diamond and platinum.',
    action: <Button>Start shopping</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Your bag is empty' })).toBeVisible();
  },
};
export const Wishlist: Story = { args: { icon: 'heart', title: 'No saved pieces yet', description: 'Tap the heart on any piece to keep it here.' } };
export const SearchNoResults: Story = {
  args: { icon: 'search', title: 'No results for “platinm band”', description: 'Check the spelling or try a broader word.', action: undefined },
};
export const TitleOnly: Story = { args: { icon: undefined, description: undefined, action: undefined } };
export const LongText: Story = {
  args: {
    title: 'There are no appointments available at the Connaught Place boutique in the next fourteen days',
    description: 'Try another boutique nearby, or ask us to call you back when a consultant is free to show you the bridal collection.',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
