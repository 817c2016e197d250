import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Icon } from '../icon/icon';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Rated 4.5 out of 5' },
  render: (args) => (
    <p>
      <span aria-hidden>★★★★½</span>
      <VisuallyHidden {...args} />
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('Rated 4.5 out of 5');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
export const IconLabel: Story = {
  render: () => (
    <a href="#bag">
      <Icon name="cart" />
      <VisuallyHidden>Shopping bag, 2 items</VisuallyHidden>
    </a>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Shopping bag, 2 items' })).toBeVisible();
  },
};
