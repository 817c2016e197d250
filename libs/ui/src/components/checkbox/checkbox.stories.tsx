import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState, expectRingOnlyOn } from '../../stories/pseudo-states';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Gift wrap this order', name: 'gift_wrap', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The interaction test, on its own copy so that Default keeps the look a shopper first sees. */
export const DefaultInteraction: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Gift wrap this order' });
    await userEvent.click(within(canvasElement).getByText('Gift wrap this order'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    box.focus();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'All metals' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'All metals' })).toBePartiallyChecked();
  },
};
/** A click on a controlled mixed box asks the parent; until the parent answers, the dash stays. */
export const IndeterminateUntilTheParentAnswers: Story = {
  args: { checked: 'indeterminate', label: 'All metals' },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All metals' });
    await userEvent.click(box);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(box).toBePartiallyChecked();
  },
};
/** "All metals" over its options: ticking the mixed box ticks them all, and the dash gives way to the tick. */
export const IndeterminateThenChecked: Story = {
  args: { label: 'All metals' },
  render: function AllMetals(args) {
    const [checked, setChecked] = useState<boolean | 'indeterminate'>('indeterminate');
    return <Checkbox {...args} checked={checked} onCheckedChange={(next) => { args.onCheckedChange?.(next); setChecked(next); }} />;
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'All metals' });
    await expect(box).toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).not.toBePartiallyChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(box).not.toBePartiallyChecked();
  },
};
/** Outside React's control the box is still a form field: it submits its value when ticked. */
export const InAForm: Story = {
  args: { name: 'gift_wrap', value: 'yes' },
  decorators: [(Story) => <form aria-label="Gift options"><Story /></form>],
  play: async ({ canvasElement }) => {
    const form = within(canvasElement).getByRole('form', { name: 'Gift options' }) as HTMLFormElement;
    await expect(new FormData(form).get('gift_wrap')).toBeNull();
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Gift wrap this order' }));
    await expect(new FormData(form).get('gift_wrap')).toBe('yes');
  },
};
export const WithDescription: Story = { args: { description: 'A signature Aurelia box with a handwritten card.' } };
export const ServerError: Story = {
  args: { name: 'terms', label: 'I accept the terms of the gold purchase plan', errors: { terms: ['You must accept the terms.'] } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must accept the terms.');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const KioskTouch: Story = { args: { size: 'xl' } };
export const LongText: Story = {
  args: {
    label: 'Send me early access to new collections, private boutique previews and the gold rate every morning by SMS and email',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
};
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };

/** Hovered: the box takes the brand colour and a soft halo. Keyboard: the focus ring. */
export const Hover: Story = {
  parameters: { pseudo: { hover: true } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('checkbox'), ['border-color', 'box-shadow']);
  },
};
export const FocusVisible: Story = {
  parameters: { pseudo: { focusVisible: 'input[type="checkbox"]' } },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expectForcedState(canvasElement, box, ['outline-style']);
    await expectRingOnlyOn(canvasElement, [box]);
  },
};
export const HoverDark: Story = { ...Hover, globals: { theme: 'dark' } };
