import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { OtpInput } from './otp-input';

const meta = {
  title: 'Forms/OtpInput',
  component: OtpInput,
  args: {
    label: 'Verification code',
    description: 'Enter the 6-digit code we sent to +91 98765 43210.',
    name: 'otp',
    onValueChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const digit = (canvasElement: HTMLElement, n: number) => within(canvasElement).getByRole('textbox', { name: `Digit ${n} of 6` });

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(digit(canvasElement, 1)).toHaveAttribute('inputmode', 'numeric');
    await expect(digit(canvasElement, 1)).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(digit(canvasElement, 1));
    await userEvent.keyboard('12a3');
    await expect(digit(canvasElement, 4)).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123');
    await userEvent.keyboard('456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('12345');
  },
};
export const Paste: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(digit(canvasElement, 1));
    await userEvent.paste('Your code is 482 913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(digit(canvasElement, 6)).toHaveValue('3');
    await expect(digit(canvasElement, 6)).toHaveFocus();
  },
};
export const Filled: Story = { args: { defaultValue: '482913' } };
export const ServerError: Story = {
  args: { defaultValue: '111111', errors: { otp: ['The code is invalid or has expired.'] } },
  play: async ({ canvasElement }) => {
    await expect(digit(canvasElement, 1)).toBeInvalid();
    await expect(digit(canvasElement, 1)).toHaveAccessibleDescription(/expired/);
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const KioskTouch: Story = { args: { size: 'xl' } };
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };

/** A digit cell focused from the keyboard: the focus ring and border. */
export const CellFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: 'input' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, digit(canvasElement, 1), ['outline-style', 'border-color']);
  },
};
export const CellFocusVisibleDark: Story = { ...CellFocusVisible, globals: { theme: 'dark' } };
