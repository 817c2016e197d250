import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { expectForcedState } from '../../stories/pseudo-states';
import { QuantityStepper } from './quantity-stepper';

const meta = {
  title: 'Forms/QuantityStepper',
  component: QuantityStepper,
  args: { name: 'quantity', min: 1, max: 3, onValueChange: fn() },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(input).toHaveValue(3);
    await expect(increase).toBeDisabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(decrease);
    await expect(input).toHaveValue(2);
  },
};
export const TypedAndClamped: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    await expect(input).toHaveValue(3);
  },
};
export const AtMaximum: Story = { args: { defaultValue: 3, description: 'Only 3 left in stock' } };
export const ServerError: Story = {
  args: { errors: { quantity: ['Only 1 left in stock.'] }, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('spinbutton')).toBeInvalid();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const KioskTouch: Story = { args: { size: 'xl' } };
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };

/** The − and + buttons hovered, reached with the keyboard and pressed. */
export const ButtonsHover: Story = {
  args: { defaultValue: 2 },
  parameters: { pseudo: { hover: '.au-button' } },
  play: async ({ canvasElement }) => {
    const increase = within(canvasElement).getByRole('button', { name: 'Increase quantity' });
    await expectForcedState(canvasElement, increase, ['background-color']);
  },
};
export const ButtonsFocusVisible: Story = {
  args: { defaultValue: 2 },
  parameters: { pseudo: { focusVisible: '.au-button' } },
  play: async ({ canvasElement }) => {
    const increase = within(canvasElement).getByRole('button', { name: 'Increase quantity' });
    await expectForcedState(canvasElement, increase, ['outline-style']);
  },
};
export const ButtonsActive: Story = {
  args: { defaultValue: 2 },
  parameters: { pseudo: { active: '.au-button' } },
  play: async ({ canvasElement }) => {
    const increase = within(canvasElement).getByRole('button', { name: 'Increase quantity' });
    await expectForcedState(canvasElement, increase, ['transform']);
  },
};
