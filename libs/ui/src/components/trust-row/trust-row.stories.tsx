import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { TrustRow } from './trust-row';

const meta = {
  title: 'Commerce/TrustRow',
  component: TrustRow,
} satisfies Meta<typeof TrustRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHuid: Story = {
  args: { huid: 'AB12C3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('AB12C3')).toBeVisible();
  },
};
export const Compact: Story = { args: { compact: true } };
export const Dark: Story = { args: { huid: 'AB12C3' }, globals: { theme: 'dark' } };
