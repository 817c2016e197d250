import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'New' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones = ['neutral', 'brand', 'gold', 'success', 'warning', 'danger', 'info'] as const;

export const Default: Story = {};
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};
export const Small: Story = { args: { size: 'sm', tone: 'gold', children: '22K' } };
export const LongText: Story = {
  args: { tone: 'brand', children: 'Limited edition bridal collection, only at flagship boutiques' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}><Story /></div>],
};
export const Dark: Story = { ...Tones, globals: { theme: 'dark' } };
