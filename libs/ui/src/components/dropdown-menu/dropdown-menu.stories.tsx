import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { Button } from '../button/button';
import { DropdownMenu } from './dropdown-menu';

const signOut = fn();
const orders = fn();

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">Account</Button>,
    items: [
      { label: 'My orders', icon: 'gift', onSelect: orders },
      { label: 'Wishlist', icon: 'heart' },
      { label: 'Carat coins', icon: 'coin' },
      { label: 'Gold plan (coming soon)', icon: 'star', disabled: true },
      { type: 'separator' },
      { label: 'Sign out', danger: true, onSelect: signOut },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 320, display: 'flex', justifyContent: 'center' }}><Story /></div>],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await userEvent.click(trigger);
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(signOut).toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Account' }).focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(document.body).getByRole('menuitem', { name: 'My orders' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(orders).toHaveBeenCalled();
  },
};
// Open stories are non-modal so the page behind stays in the accessibility tree for the a11y check.
export const Open: Story = { args: { defaultOpen: true, modal: false } };
export const Dark: Story = { args: { defaultOpen: true, modal: false }, globals: { theme: 'dark' } };

/** The trigger hovered and reached with the keyboard, menu closed. */
export const TriggerHover: Story = {
  parameters: { pseudo: { hover: '.au-button' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await expectForcedState(canvasElement, trigger, ['background-color']);
  },
};
export const TriggerFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '.au-button' } },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Account' });
    await expectForcedState(canvasElement, trigger, ['outline-style']);
  },
};
