import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { SearchBox } from './search-box';

const suggestions = [
  { id: 'solitaire', label: 'Solitaire rings', hint: 'in Rings' },
  { id: 'gold-coin', label: 'Gold coins 24K', hint: 'in Coins' },
  { id: 'jhumka', label: 'Jhumka earrings', hint: 'in Earrings' },
];

const meta = {
  title: 'Commerce/SearchBox',
  component: SearchBox,
  args: { suggestions, onSearch: fn(), onSelect: fn(), onValueChange: fn() },
  decorators: [(Story) => <div style={{ minHeight: 240 }}><Story /></div>],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Search jewellery' });
    await userEvent.type(box, 'gold');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('option', { name: /Gold coins 24K/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[1]);
    await expect(box).toHaveValue('Gold coins 24K');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};
export const Submit: Story = {
  args: { suggestions: [] },
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('combobox');
    await userEvent.type(box, '  platinum band {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('platinum band');
  },
};
export const Loading: Story = { args: { loading: true, defaultValue: 'diam', suggestions: [] } };
export const Empty: Story = { args: { suggestions: [] } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'ring' } };

/** Hovered: a stronger border. Reached with the keyboard: the focus ring, on the search field alone. */
export const Hover: Story = { parameters: { pseudo: { hover: 'input' } }, play: showsHover('input', ['border-color']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: 'input' } }, play: showsFocusRing('input') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
