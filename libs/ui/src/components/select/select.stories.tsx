import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { Select } from './select';

const metals = [
  { value: 'yellow-gold-22k', label: '22K yellow gold' },
  { value: 'yellow-gold-18k', label: '18K yellow gold' },
  { value: 'rose-gold-18k', label: '18K rose gold' },
  { value: 'platinum-950', label: 'Platinum 950' },
  { value: 'silver', label: 'Sterling silver (sold out)', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Metal', name: 'metal', options: metals, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 320 }}><Story /></div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Metal' });
    await userEvent.click(trigger);
    const option = await within(document.body).findByRole('option', { name: 'Platinum 950' });
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith('platinum-950');
    await waitFor(() => expect(trigger).toHaveTextContent('Platinum 950'));
  },
};
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Metal' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
  },
};
export const Selected: Story = { args: { defaultValue: 'rose-gold-18k' } };
export const WithDescription: Story = { args: { description: 'Prices update with the day’s metal rate.' } };
export const ServerError: Story = {
  args: { errors: { metal: ['The selected metal is not available in this size.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { options: [], placeholder: 'No metals available' } };
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };

/** The trigger hovered (a stronger border) and reached with the keyboard (the focus ring). */
export const TriggerHover: Story = {
  parameters: { pseudo: { hover: '[role="combobox"]' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('combobox'), ['border-color']);
  },
};
export const TriggerFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '[role="combobox"]' } },
  play: async ({ canvasElement }) => {
    await expectForcedState(canvasElement, within(canvasElement).getByRole('combobox'), ['outline-style']);
  },
};
