import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { InstalmentProgress } from './instalment-progress';

const meta = {
  title: 'Commerce/InstalmentProgress',
  component: InstalmentProgress,
  args: { planName: 'Aurelia Gold Plan', paid: 4, total: 10, instalmentAmount: 5000, nextDue: '5 December 2026', maturityValue: 55000 },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof InstalmentProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Instalments paid' });
    await expect(bar).toHaveAttribute('aria-valuenow', '4');
    await expect(bar).toHaveAttribute('aria-valuetext', '4 of 10 instalments paid');
  },
};
export const JustStarted: Story = { args: { paid: 0 } };
export const Complete: Story = { args: { paid: 10, nextDue: undefined } };
export const Dark: Story = { globals: { theme: 'dark' } };
