import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { NativeSelect } from './native-select';

const sorts = [
  { value: 'popular', label: 'Most popular' },
  { value: 'newest', label: 'Newest' },
  { value: 'price:asc', label: 'Price: low to high' },
  { value: 'price:desc', label: 'Price: high to low' },
];

/**
 * The browser's own `<select>` in the design system's dress: phones open their native picker, and it works
 * before any JavaScript has loaded. The listing's "Sort by" uses it.
 */
const meta = {
  title: 'Forms/NativeSelect',
  component: NativeSelect,
  args: { label: 'Sort by', name: 'sort', options: sorts, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}><Story /></div>],
} satisfies Meta<typeof NativeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'Price: low to high');
    await expect(args.onValueChange).toHaveBeenCalledWith('price:asc');
    await expect(select).toHaveValue('price:asc');
  },
};
/** Tab reaches it; the browser's own select then answers the arrow keys and type-ahead. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
  },
};
export const Selected: Story = { args: { defaultValue: 'price:desc' } };
export const WithDescription: Story = { args: { description: 'Prices follow the day’s metal rate.' } };
export const ServerError: Story = {
  args: { errors: { sort: ['Choose one of the listed orders.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { ...ServerError, globals: { theme: 'dark' } };

/** Hovered: a stronger border. Reached with the keyboard: the focus ring, on the select alone. */
export const Hover: Story = { parameters: { pseudo: { hover: 'select' } }, play: showsHover('select', ['border-color']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: 'select' } }, play: showsFocusRing('select') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
