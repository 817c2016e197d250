import { STORE_CLOSED_NOTICE } from '@aurelia/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../button/button';
import { NoticeBar } from './notice-bar';

const meta = {
  title: 'Feedback/NoticeBar',
  component: NoticeBar,
  args: { children: 'Free insured shipping on every order above ₹50,000', onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('complementary', { name: 'Store notice' })).toBeVisible();
  },
};
export const StoreClosed: Story = { args: { children: STORE_CLOSED_NOTICE } };
/**
 * The close button hides the bar (the page remembers that, here a "Show the notice again" button brings it
 * back). The test dismisses it, then shows it again, so the canvas ends with the bar on it.
 */
export const Dismissible: Story = {
  args: { dismissible: true },
  render: function DismissibleNotice(args) {
    const [open, setOpen] = useState(true);
    const changed = (next: boolean) => {
      setOpen(next);
      args.onOpenChange?.(next);
    };
    return (
      <>
        <NoticeBar {...args} open={open} onOpenChange={changed} />
        {!open && (
          <div style={{ padding: 16 }}>
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              Show the notice again
            </Button>
          </div>
        )}
      </>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notice' }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the notice again' }));
    await expect(canvas.getByRole('complementary', { name: 'Store notice' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show the notice again' })).toBeNull();
  },
};
/** An empty notice (the setting cleared) renders nothing at all, not an empty strip. */
export const Empty: Story = {
  args: { children: '' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <p style={{ padding: 16, color: 'var(--au-color-text-muted)' }}>The notice is empty, so no bar renders here.</p>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
export const LongText: Story = {
  args: {
    dismissible: true,
    children:
      'Our boutiques are closed on 1 November for Diwali. Online orders placed today ship on 3 November, fully insured, with the BIS hallmark and HUID on every piece.',
  },
};
export const Dark: Story = { args: { dismissible: true }, globals: { theme: 'dark' } };
