import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';

import { atViewport } from '../../../.storybook/viewports';
import { FilterBar } from './filter-bar';

const statuses = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'packed', label: 'Packed' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'ready_for_pickup', label: 'Ready for pick-up' },
  { value: 'collected', label: 'Collected' },
  { value: 'cancelled', label: 'Cancelled' },
];
const stores = [
  { value: 'online', label: 'Online' },
  { value: 'bandra', label: 'Bandra' },
  { value: 'connaught-place', label: 'Connaught Place' },
];
const payments = [
  { value: 'card', label: 'Card' },
  { value: 'upi', label: 'UPI' },
  { value: 'cod', label: 'Cash on delivery' },
  { value: 'gift_card', label: 'Gift card' },
];

/**
 * The filters above the back office's order list, as one value object the page turns into the list's query
 * (`onValueChange`): a search by order number, name, email or phone applied on Enter, lists of statuses,
 * stores and payment methods applied when picked, a date range of two native date inputs, and "Clear
 * filters". The count of filters applied is announced politely. The row wraps as the screen narrows.
 */
const meta = {
  title: 'Forms/FilterBar',
  component: FilterBar,
  args: {
    label: 'Order filters',
    search: { name: 'q', label: 'Search orders', placeholder: 'Number, name, email or phone' },
    selects: [
      { name: 'status', label: 'Status', options: statuses, allLabel: 'All statuses' },
      { name: 'store', label: 'Store', options: stores, allLabel: 'All stores' },
      { name: 'payment', label: 'Payment', options: payments, allLabel: 'Any payment' },
    ],
    dateRange: { legend: 'Placed', from: 'from', to: 'to' },
    onValueChange: fn(),
  },
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('search', { name: 'Order filters' });
    await expect(within(bar).getByRole('status')).toHaveTextContent('No filters applied');
    await expect(within(bar).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await expect(within(bar).getByRole('group', { name: 'Placed' })).toBeVisible();
  },
};

/** Each change hands the page all the filters at once; the search waits for Enter. */
export const ChangingFilters: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search orders' });
    await userEvent.type(search, 'AU-104');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ q: 'AU-104' });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Shipped');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ q: 'AU-104', status: 'shipped' });

    fireEvent.change(canvas.getByLabelText('From'), { target: { value: '2026-05-01' } });
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ q: 'AU-104', status: 'shipped', from: '2026-05-01' });
    fireEvent.change(canvas.getByLabelText('To'), { target: { value: '2026-05-31' } });
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ q: 'AU-104', status: 'shipped', from: '2026-05-01', to: '2026-05-31' });
    // The range cannot be drawn backwards.
    await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2026-05-01');
    await expect(canvas.getByLabelText('From')).toHaveAttribute('max', '2026-05-31');
    await expect(canvas.getByRole('status')).toHaveTextContent('4 filters applied');

    // Back to "All": the filter is dropped, not sent empty.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ q: 'AU-104', from: '2026-05-01', to: '2026-05-31' });

    // The search button applies the query as Enter does.
    await userEvent.clear(search);
    await userEvent.type(search, ' riya@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ from: '2026-05-01', to: '2026-05-31', q: 'riya@example.com' });
  },
};

export const WithFiltersApplied: Story = {
  args: { defaultValue: { q: 'Mehta', status: 'shipped', store: 'bandra' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 filters applied');
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('Mehta');
    await expect(canvas.getByRole('combobox', { name: 'Store' })).toHaveValue('bandra');
  },
};

/** "Clear filters" empties them all, the search box too, and leaves the focus on the first filter. */
export const ClearFilters: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: { q: 'Mehta', status: 'shipped', from: '2026-05-01' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith({});
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveFocus();
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    await expect(canvas.getByRole('status')).toHaveTextContent('No filters applied');
  },
};

/** Tab goes through the filters in reading order. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { defaultValue: { status: 'packed' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      canvas.getByRole('searchbox', { name: 'Search orders' }),
      canvas.getByRole('button', { name: 'Search' }),
      canvas.getByRole('combobox', { name: 'Status' }),
      canvas.getByRole('combobox', { name: 'Store' }),
      canvas.getByRole('combobox', { name: 'Payment' }),
      canvas.getByLabelText('From'),
      canvas.getByLabelText('To'),
      canvas.getByRole('button', { name: 'Clear filters' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
  },
};

/** Only a search and one list: the bar takes what it is given. */
export const SearchAndStatus: Story = {
  args: { selects: [{ name: 'status', label: 'Status', options: statuses }], dateRange: undefined },
};

export const Dark: Story = { ...WithFiltersApplied, globals: { theme: 'dark' } };

/** At 320 px each control takes a line of its own, and nothing overflows. */
export const Narrow: Story = {
  ...WithFiltersApplied,
  globals: atViewport('phone320'),
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('search');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    const search = within(bar).getByRole('searchbox').getBoundingClientRect();
    const status = within(bar).getByRole('combobox', { name: 'Status' }).getBoundingClientRect();
    await expect(status.top).toBeGreaterThan(search.bottom);
    const from = within(bar).getByLabelText('From').getBoundingClientRect();
    const to = within(bar).getByLabelText('To').getBoundingClientRect();
    await expect(to.top).toBeGreaterThan(from.bottom);
  },
};
export const NarrowDark: Story = { ...Narrow, globals: { ...atViewport('phone320'), theme: 'dark' } };
