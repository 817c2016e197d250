import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Gold2026!');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Gold2026!');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  },
};
export const NewPasswordWithStrength: Story = {
  args: { showStrength: true, label: 'Create a password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Create a password');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(input, 'ring');
    await expect(canvas.getByText(/^Weak/)).toBeVisible();
    await userEvent.type(input, 'Size12');
    await expect(canvas.getByText(/^Fair/)).toBeVisible();
    await userEvent.type(input, '#Platinum');
    await expect(canvas.getByText('Strong password')).toBeVisible();
  },
};
export const ServerError: Story = {
  args: { errors: { password: ['These credentials do not match our records.'] }, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toBeInvalid();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { args: { showStrength: true, defaultValue: 'Gold2026!' }, globals: { theme: 'dark' } };

/** Hovered: a stronger border. Reached with the keyboard: the focus ring, on the input alone. */
export const Hover: Story = { parameters: { pseudo: { hover: 'input' } }, play: showsHover('input', ['border-color']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: 'input' } }, play: showsFocusRing('input') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
