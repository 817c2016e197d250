import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';

import { FilterPanel } from './filter-panel';

const groups = [
  { name: 'metal', label: 'Metal', options: [{ value: 'gold', label: 'Gold', count: 128 }, { value: 'platinum', label: 'Platinum', count: 24 }, { value: 'silver', label: 'Silver', count: 0 }] },
  { name: 'purity', label: 'Purity', options: [{ value: '22k', label: '22K' }, { value: '18k', label: '18K' }, { value: '14k', label: '14K' }] },
  { name: 'stone', label: 'Stone', options: [{ value: 'diamond', label: 'Diamond' }, { value: 'ruby', label: 'Ruby' }, { value: 'emerald', label: 'Emerald' }] },
];

const meta = {
  title: 'Commerce/FilterPanel',
  component: FilterPanel,
  args: {
    groups,
    onValueChange: fn(),
    onSortChange: fn(),
    sortOptions: [
      { value: 'popular', label: 'Most popular' },
      { value: 'price-asc', label: 'Price: low to high' },
      { value: 'price-desc', label: 'Price: high to low' },
      { value: 'newest', label: 'Newest' },
    ],
    defaultSort: 'popular',
  },
  decorators: [(Story) => <div style={{ minHeight: 560 }}><Story /></div>],
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gold (128)' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '22K' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ metal: ['gold'], purity: ['22k'] });
    const clear = canvas.getByRole('button', { name: 'Clear all (2)' });
    await userEvent.click(clear);
    await expect(args.onValueChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('checkbox', { name: 'Gold (128)' })).not.toBeChecked();
  },
};
/** Each group is a disclosure: its summary folds the checkboxes away and back; the group names them. */
export const FoldAGroup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Metal' })).toBeVisible();
    await userEvent.click(canvas.getByText('Metal', { selector: 'details:first-of-type > summary' }));
    await expect(canvas.queryByRole('checkbox', { name: 'Gold (128)' })).not.toBeVisible();
    await userEvent.click(canvas.getByText('Metal', { selector: 'details:first-of-type > summary' }));
    await expect(canvas.getByRole('checkbox', { name: 'Gold (128)' })).toBeVisible();
  },
};
/** Arrow keys on the closed select only step through the choices; leaving the select applies the last one. */
export const SortWithArrowKeys: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    select.focus();
    // A closed select changes its value on each arrow key and fires `change` (user-event does not do this part).
    for (const step of ['price-asc', 'price-desc']) {
      select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
      select.value = step;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await expect(args.onSortChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onSortChange).toHaveBeenCalledTimes(1);
    await expect(args.onSortChange).toHaveBeenLastCalledWith(select.value);
  },
};
/**
 * A parent that applies the sort by loading a new page keeps `sort` until that page arrives: meanwhile the select
 * shows the choice being applied, not the previous one.
 */
export const SortWhileTheParentCatchesUp: Story = {
  args: { sort: 'popular', defaultSort: undefined },
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'price-desc');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('price-desc');
    await expect(select).toHaveValue('price-desc');
  },
};
export const WithSelection: Story = { args: { defaultValue: { metal: ['platinum'], stone: ['diamond'] } } };
export const NoSort: Story = { args: { sortOptions: undefined } };
export const Empty: Story = { args: { groups: [] } };
export const Dark: Story = { args: { defaultValue: { metal: ['gold'] } }, globals: { theme: 'dark' } };

/** A group’s summary hovered (brand colour, underline) and reached with the keyboard (the focus ring). */
export const Hover: Story = { parameters: { pseudo: { hover: 'details:first-of-type > summary' } }, play: showsHover('details:first-of-type > summary', ['color', 'text-decoration-line']) };
export const FocusVisible: Story = { parameters: { pseudo: { focusVisible: 'details:first-of-type > summary' } }, play: showsFocusRing('details:first-of-type > summary') };
export const FocusVisibleDark: Story = { ...FocusVisible, globals: { theme: 'dark' } };
