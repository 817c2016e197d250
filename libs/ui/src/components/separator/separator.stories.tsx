import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Separator } from './separator';

const meta = {
  title: 'Primitives/Separator',
  component: Separator,
  decorators: [(Story) => <div style={{ width: 320 }}><p>Rings</p><Story /><p>Necklaces</p></div>],
} satisfies Meta<typeof Separator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Accent: Story = { args: { accent: true } };
export const Semantic: Story = {
  args: { decorative: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toBeInTheDocument();
  },
};
export const Vertical: Story = {
  decorators: [(Story) => <div style={{ display: 'flex', gap: 12, height: 24 }}><span>Gold</span><Story /><span>Diamond</span></div>],
  args: { orientation: 'vertical' },
};
export const Dark: Story = { args: { accent: true }, globals: { theme: 'dark' } };
