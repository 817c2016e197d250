import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ICON_NAMES, Icon } from './icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'heart', size: 24 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Labelled: Story = {
  args: { name: 'star', label: 'Bestseller' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Bestseller' })).toBeVisible();
  },
};
export const AllIcons: Story = {
  render: (args) => (
    <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 16, padding: 0, listStyle: 'none' }}>
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4, fontSize: 12 }}>
          <Icon {...args} name={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};
export const UnknownIcon: Story = {
  name: 'Unknown (empty box)',
  args: { name: 'tiara' },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <Icon {...args} />
      <span>Text stays where it was</span>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector('[data-icon="tiara"]');
    await expect(box).not.toBeNull();
    await expect(box?.getBoundingClientRect().width).toBe(24);
    await expect(box?.getBoundingClientRect().height).toBe(24);
  },
};
export const Dark: Story = { ...AllIcons, globals: { theme: 'dark' } };
