import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { IdleWarning } from './idle-warning';

const meta = {
  title: 'Kiosk/IdleWarning',
  component: IdleWarning,
  args: { idleAfterMs: 300, countdownSeconds: 2, onTimeout: fn(), onStay: fn() },
  render: (args) => (
    <>
      <p>Touch nothing and the warning appears.</p>
      <IdleWarning {...args} />
    </>
  ),
} satisfies Meta<typeof IdleWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const StillHere: Story = {
  // A countdown long enough that a busy machine cannot run out of it before the click.
  args: { countdownSeconds: 30 },
  play: async ({ args }) => {
    const dialog = await body().findByRole('alertdialog', { name: 'Are you still there?' }, { timeout: 2000 });
    await expect(dialog).toHaveTextContent('session ends in');
    const stay = within(dialog).getByRole('button', { name: 'I’m still here' });
    // The page takes no pointer events while the dialog opens; wait until the button does.
    await waitFor(() => expect(getComputedStyle(stay).pointerEvents).not.toBe('none'));
    await userEvent.click(stay);
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await expect(args.onStay).toHaveBeenCalled();
    await expect(args.onTimeout).not.toHaveBeenCalled();
  },
};
export const TimesOut: Story = {
  play: async ({ args }) => {
    await body().findByRole('alertdialog', {}, { timeout: 2000 });
    await waitFor(() => expect(args.onTimeout).toHaveBeenCalledOnce(), { timeout: 4000 });
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};
export const Paused: Story = { args: { paused: true } };
export const Dark: Story = { args: { idleAfterMs: 0, countdownSeconds: 600 }, globals: { theme: 'dark' } };
