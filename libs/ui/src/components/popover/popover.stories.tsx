import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button';
import { Popover } from './popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    label: 'Ring size guide',
    trigger: <Button variant="secondary">Size guide</Button>,
    children: <p style={{ margin: 0 }}>Measure the inside diameter of a ring that fits: 16.5 mm is Indian size 12.</p>,
  },
  decorators: [(Story) => <div style={{ minHeight: 200 }}><Story /></div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Size guide' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Ring size guide' });
    // It fades in from transparent: on a busy machine the first look can land on the animation's first frame.
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    children: (
      <p style={{ margin: 0 }}>
        If you are between sizes, choose the larger one: fingers swell in the warmth of the evening and in summer. Our
        boutiques resize most gold rings free of charge within 30 days of delivery, except eternity bands and engraved pieces.
      </p>
    ),
  },
};
export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };
