import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { useState } from 'react';

import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { IconButton } from '../icon-button/icon-button';
import { Drawer } from './drawer';

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: {
    title: 'Your bag',
    trigger: <IconButton icon="cart" label="Open bag" variant="secondary" />,
    footer: <Button fullWidth size="lg">Checkout</Button>,
    children: <p>2 pieces · ₹1,84,500</p>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const CartDrawer: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open bag' }));
    const drawer = await body().findByRole('dialog', { name: 'Your bag' });
    await expect(within(drawer).getByRole('button', { name: 'Checkout' })).toBeVisible();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
export const Empty: Story = {
  args: {
    defaultOpen: true,
    footer: undefined,
    children: <EmptyState icon="cart" title="Your bag is empty" description="Pieces you add appear here." headingLevel={3} />,
  },
};
export const LeftMenu: Story = { args: { side: 'left', title: 'Menu', defaultOpen: true, footer: undefined, children: <nav aria-label="Main"><a href="#rings">Rings</a></nav> } };
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
/** Phones' filters: a sheet from the bottom, its footer's button in the thumb's reach. */
export const BottomSheet: Story = {
  args: {
    side: 'bottom',
    title: 'Filter and sort',
    trigger: <Button variant="secondary">Filter and sort</Button>,
    footer: <Button fullWidth size="lg">Show 24 pieces</Button>,
    children: <p>Metal, purity, stone and occasion, each a list of choices.</p>,
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter and sort' }));
    const sheet = await body().findByRole('dialog', { name: 'Filter and sort' });
    await expect(sheet).toHaveClass('au-drawer--bottom');
    await expect(within(sheet).getByRole('button', { name: 'Show 24 pieces' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Filter and sort' })).toHaveFocus();
  },
};

/** A panel a tap opens, kept drawn while closed (`keepDrawn`): hidden from everyone, and the page not locked, until opened. */
export const KeptDrawn: Story = {
  args: { side: 'left', title: 'Menu', trigger: undefined, footer: undefined, children: <a href="#rings">Rings</a> },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  render: function KeptDrawnMenu(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Menu
        </Button>
        <Drawer {...args} open={open} keepDrawn onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    // Drawn, yet no dialog for anyone, and nothing outside it hidden from screen readers or locked.
    await waitFor(() => expect(document.querySelector('.au-drawer')).not.toBeNull());
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const menu = await body().findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Rings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(document.querySelector('.au-drawer')).not.toBeNull();
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
  },
};
