import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState, expectRingOnlyOn } from '../../stories/pseudo-states';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { icon: 'heart', label: 'Add to wishlist', onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The interaction test, on its own copy so that Default keeps the look a shopper first sees. */
export const DefaultInteraction: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to wishlist' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} variant="primary" icon="cart" label="Open bag" />
      <IconButton {...args} variant="secondary" icon="search" label="Search" />
      <IconButton {...args} variant="ghost" icon="user" label="Account" />
      <IconButton {...args} variant="danger" icon="trash" label="Remove" />
    </div>
  ),
};
export const KioskTouch: Story = {
  args: { size: 'xl', icon: 'close', label: 'Close' },
  play: async ({ canvasElement }) => {
    const rect = within(canvasElement).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(rect.width).toBeGreaterThanOrEqual(48);
    await expect(rect.height).toBeGreaterThanOrEqual(48);
  },
};
/** Reached with Tab (a test; FocusVisible shows the ring). */
export const Focused: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button')).toHaveFocus();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Loading: Story = { args: { loading: true, variant: 'primary', icon: 'cart', label: 'Adding to bag' } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { icon: 'moon', label: 'Dark mode' } };

/** Hovered, keyboard-focused and pressed (forced with storybook-addon-pseudo-states). */
export const Hover: Story = {
  parameters: { pseudo: { hover: true } },
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to wishlist' });
    await expectForcedState(canvasElement, button, ['background-color']);
  },
};
export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '.au-icon-button' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to wishlist' });
    await expectForcedState(canvasElement, button, ['outline-style']);
    await expectRingOnlyOn(canvasElement, [button]);
  },
};
export const Active: Story = {
  parameters: { pseudo: { active: true } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to wishlist' });
    await expectForcedState(canvasElement, button, ['transform']);
  },
};
