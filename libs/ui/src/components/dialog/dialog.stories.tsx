import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Remove from bag?',
    description: 'The 18K rose gold solitaire ring will be removed from your bag.',
    trigger: <Button variant="danger">Remove</Button>,
    footer: (
      <>
        <DialogClose>
          <Button variant="ghost">Keep it</Button>
        </DialogClose>
        <DialogClose>
          <Button variant="danger">Remove</Button>
        </DialogClose>
      </>
    ),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    const dialog = await body().findByRole('dialog', { name: 'Remove from bag?' });
    await expect(dialog).toHaveAccessibleDescription(/will be removed from your bag/);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
/**
 * Opening leaves the page behind as it was styled (Radix's `pointer-events: none` on <body> would make every element
 * of it compute its style again); a press on the dimmed page still closes the dialog.
 */
export const PressOutside: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Remove' });
    await userEvent.click(trigger);
    await body().findByRole('dialog');
    await expect(getComputedStyle(document.body).pointerEvents).toBe('auto');
    await expect(getComputedStyle(trigger).pointerEvents).toBe('auto');
    const overlay = document.querySelector<HTMLElement>('.au-overlay');
    if (!overlay) throw new Error('no overlay behind the dialog');
    await userEvent.click(overlay);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Terms of the Aurelia gold purchase plan, including instalments, maturity and redemption',
    description: undefined,
    footer: <DialogClose><Button>I understand</Button></DialogClose>,
    children: Array.from({ length: 8 }, (_, index) => (
      <p key={index}>
        Pay a fixed amount every month for 10 months; in the 11th month Aurelia adds a bonus equal to one instalment.
        Redeem the total against any gold jewellery at a boutique or online. Making charges apply at redemption.
      </p>
    )),
  },
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
