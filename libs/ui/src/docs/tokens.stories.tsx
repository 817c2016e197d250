import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { ContrastTable, SpacingScale, TypeScale } from './token-tables';

const meta = {
  title: 'Docs/Token tables',
  component: ContrastTable,
  args: { mode: 'light' },
} satisfies Meta<typeof ContrastTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const everyPairPasses = async (canvasElement: HTMLElement) => {
  const table = within(canvasElement).getByRole('table');
  await waitFor(() => expect(within(table).queryAllByText('…')).toHaveLength(0));
  await expect(within(table).queryAllByText(/^Fail/)).toHaveLength(0);
};

export const LightContrast: Story = { play: async ({ canvasElement }) => everyPairPasses(canvasElement) };
export const DarkContrast: Story = {
  args: { mode: 'dark' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => everyPairPasses(canvasElement),
};
export const Typography: Story = { render: () => <TypeScale /> };
export const SpacingRadiiShadows: Story = { render: () => <SpacingScale /> };
