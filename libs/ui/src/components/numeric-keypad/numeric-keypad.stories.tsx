import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { TextField } from '../text-field/text-field';
import { NumericKeypad } from './numeric-keypad';

const meta = {
  title: 'Kiosk/NumericKeypad',
  component: NumericKeypad,
  args: { onValueChange: fn(), onSubmit: fn(), maxLength: 4 },
} satisfies Meta<typeof NumericKeypad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const key of ['1', '9', '0', '7', '5']) await userEvent.click(canvas.getByRole('button', { name: key }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1907');
    await expect(canvas.getByRole('button', { name: '5' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('190');
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('190');
    const key = canvas.getByRole('button', { name: '1' }).getBoundingClientRect();
    await expect(Math.min(key.width, key.height)).toBeGreaterThanOrEqual(48);
  },
};
export const WithField: Story = {
  render: function Render() {
    const [phone, setPhone] = useState('98765');
    return (
      <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
        <TextField label="Customer mobile" size="xl" readOnly value={phone} inputMode="none" />
        <NumericKeypad value={phone} onValueChange={setPhone} maxLength={10} />
      </div>
    );
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { globals: { theme: 'dark' } };

/** Keys pressed (they sink), hovered and reached with the keyboard. */
export const KeyActive: Story = {
  parameters: { pseudo: { active: '.au-button' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('button', { name: '5' }), ['transform']);
  },
};
export const KeyHover: Story = {
  parameters: { pseudo: { hover: '.au-button' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('button', { name: '5' }), ['background-color']);
  },
};
export const KeyFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '.au-button' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('button', { name: '5' }), ['outline-style']);
  },
};
