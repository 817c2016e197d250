import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { atViewport } from '../../../.storybook/viewports';
import { showsFocusRing, showsHover } from '../../stories/pseudo-states';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { Link } from '../link/link';
import { StatusChip, type StatusTone } from '../status-chip/status-chip';
import { DataTable, type DataTableColumn, type DataTableProps, type DataTableSort } from './data-table';

interface Order {
  number: string;
  placedAt: string;
  placed: string;
  customer: string;
  email: string;
  store: string;
  payment: string;
  status: { label: string; tone: StatusTone };
  total: number;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const orders: Order[] = [
  { number: 'AU-10428', placedAt: '2026-05-03T17:20', placed: '3 May, 5:20 pm', customer: 'Riya Mehta', email: 'riya.mehta@example.com', store: 'Online', payment: 'Card', status: { label: 'Shipped', tone: 'progress' }, total: 84250 },
  { number: 'AU-10427', placedAt: '2026-05-03T12:02', placed: '3 May, 12:02 pm', customer: 'Arjun Rao', email: 'arjun.rao@example.com', store: 'Bandra', payment: 'UPI', status: { label: 'Ready for pick-up', tone: 'info' }, total: 23900 },
  { number: 'AU-10426', placedAt: '2026-05-02T19:45', placed: '2 May, 7:45 pm', customer: 'Meera Iyer', email: 'meera.iyer@example.com', store: 'Online', payment: 'Cash on delivery', status: { label: 'Confirmed', tone: 'info' }, total: 145600 },
  { number: 'AU-10425', placedAt: '2026-05-02T11:10', placed: '2 May, 11:10 am', customer: 'Kabir Shah', email: 'kabir.shah@example.com', store: 'Connaught Place', payment: 'Card', status: { label: 'Delivered', tone: 'success' }, total: 9800 },
  { number: 'AU-10424', placedAt: '2026-05-01T16:30', placed: '1 May, 4:30 pm', customer: 'Ananya Gupta', email: 'ananya.gupta@example.com', store: 'Online', payment: 'Gift card', status: { label: 'Refund pending', tone: 'warning' }, total: 56700 },
  { number: 'AU-10423', placedAt: '2026-05-01T09:05', placed: '1 May, 9:05 am', customer: 'Vikram Singh', email: 'vikram.singh@example.com', store: 'Bandra', payment: 'UPI', status: { label: 'Cancelled', tone: 'danger' }, total: 31200 },
];

const columns: DataTableColumn<Order>[] = [
  { id: 'number', header: 'Order', rowHeader: true, cell: (order) => <Link href={`#order-${order.number}`}>{order.number}</Link> },
  { id: 'placed', header: 'Placed', sortable: true, firstDirection: 'descending', cell: (order) => <time dateTime={order.placedAt}>{order.placed}</time> },
  {
    id: 'customer',
    header: 'Customer',
    cell: (order) => (
      <>
        {order.customer}
        <br />
        <span style={{ color: 'var(--au-color-text-muted)' }}>{order.email}</span>
      </>
    ),
  },
  { id: 'store', header: 'Store', cell: (order) => order.store },
  { id: 'payment', header: 'Payment', cell: (order) => order.payment },
  { id: 'status', header: 'Status', cell: (order) => <StatusChip size="sm" tone={order.status.tone}>{order.status.label}</StatusChip> },
  { id: 'total', header: 'Total', align: 'end', sortable: true, cell: (order) => rupees.format(order.total) },
];

/** What the server does with a sort: the stories stand in for it. */
function sortedAsTheServerWould(rows: readonly Order[], sort: DataTableSort | undefined): readonly Order[] {
  if (!sort) return rows;
  const key = (order: Order) => (sort.column === 'total' ? order.total : order.placedAt);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
}

const OrdersTable = DataTable<Order>;

/** Holds the sort and the selection as the back office's page would, answering each sort at once. */
function ControlledOrders(args: DataTableProps<Order>) {
  const [sort, setSort] = useState(args.sort);
  const [selectedIds, setSelectedIds] = useState(args.selectedIds ?? []);
  const { onSortChange, onSelectedIdsChange } = args;
  return (
    <OrdersTable
      {...args}
      rows={sortedAsTheServerWould(args.rows, sort)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        onSortChange?.(next);
      }}
      selectedIds={selectedIds}
      {...(onSelectedIdsChange
        ? {
            onSelectedIdsChange: (ids: string[]) => {
              setSelectedIds(ids);
              onSelectedIdsChange(ids);
            },
          }
        : {})}
    />
  );
}

const bulkActions = (
  <>
    <Button size="sm" variant="secondary">
      Mark as packed
    </Button>
    <Button size="sm" variant="secondary">
      Print labels
    </Button>
  </>
);

/**
 * The back office's order list: a real table with a caption, sorting done by the server (a button in each
 * sortable header; `aria-sort` on the sorted one; the new order announced), optional row selection with
 * "select all on this page", a selected count and bulk actions, a skeleton while a page loads and a message
 * when nothing matches. The order number is the row's header and its link.
 *
 * On a phone the table keeps its columns and scrolls sideways inside a region named by the caption, which the
 * keyboard can reach and scroll: headers, sort state and select all stay a table for screen readers, where
 * stacked cards would read as loose text.
 */
const meta = {
  title: 'Commerce/DataTable',
  component: OrdersTable,
  args: {
    caption: 'Orders',
    columns,
    rows: orders,
    getRowId: (order) => order.number,
    getRowLabel: (order) => `Select order ${order.number}`,
    selectAllLabel: 'Select all orders on this page',
    sort: { column: 'placed', direction: 'descending' },
    onSortChange: fn(),
  },
  render: (args) => <ControlledOrders {...args} />,
} satisfies Meta<typeof OrdersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxNamed = (canvasElement: HTMLElement, name: string | RegExp) => within(canvasElement).getByRole('checkbox', { name });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Orders' });
    await expect(within(table).getAllByRole('row')).toHaveLength(orders.length + 1);
    await expect(within(table).getByRole('columnheader', { name: 'Placed' })).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getByRole('columnheader', { name: 'Total' })).not.toHaveAttribute('aria-sort');
    await expect(within(table).getByRole('button', { name: 'Placed' })).toHaveAccessibleDescription('sorted descending');
    await expect(within(table).getByRole('rowheader', { name: 'AU-10428' })).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'AU-10428' })).toHaveAttribute('href', '#order-AU-10428');
  },
};

/** Each press asks the server for a sort; the header then says which way, and a polite message tells it. */
export const Sorting: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Total' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: 'Placed' })).not.toHaveAttribute('aria-sort');
    // The button itself tells its state when focused; the others say nothing.
    await expect(canvas.getByRole('button', { name: 'Total' })).toHaveAccessibleDescription('sorted ascending');
    await expect(canvas.getByRole('button', { name: 'Placed' })).not.toHaveAccessibleDescription();
    await expect(canvas.getByText('Sorted by Total, ascending')).toBeInTheDocument();
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('AU-10425');

    await userEvent.click(canvas.getByRole('button', { name: 'Total' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'total', direction: 'descending' });
    await expect(canvas.getByText('Sorted by Total, descending')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Total' })).toHaveAccessibleDescription('sorted descending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('AU-10426');

    // A date column starts with the newest.
    await userEvent.click(canvas.getByRole('button', { name: 'Placed' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'placed', direction: 'descending' });
  },
};

export const Selectable: Story = {
  args: { onSelectedIdsChange: fn(), bulkActions, selectedIds: ['AU-10427', 'AU-10424'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 selected');
    await expect(boxNamed(canvasElement, 'Select all orders on this page')).toBePartiallyChecked();
    await expect(within(canvasElement).getByRole('button', { name: 'Mark as packed' })).toBeVisible();
  },
};

/** The header box ticks every row of this page, shows "some" when one is unticked, and unticks them all. */
export const SelectAll: Story = {
  tags: ['!autodocs'],
  args: { onSelectedIdsChange: fn(), bulkActions, selectedIds: ['AU-09001'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const all = boxNamed(canvasElement, 'Select all orders on this page');
    await expect(canvas.queryByRole('button', { name: 'Mark as packed' })).toBeInTheDocument();
    await userEvent.click(all);
    // A row chosen on another page stays chosen.
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['AU-09001', ...orders.map((order) => order.number)]);
    await expect(canvas.getByRole('status')).toHaveTextContent(`${orders.length + 1} selected`);
    for (const order of orders) await expect(boxNamed(canvasElement, `Select order ${order.number}`)).toBeChecked();

    await userEvent.click(boxNamed(canvasElement, 'Select order AU-10426'));
    await expect(all).toBePartiallyChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(`${orders.length} selected`);

    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(all).not.toBeChecked();
    await expect(args.onSelectedIdsChange).toHaveBeenLastCalledWith(['AU-09001']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 selected');
  },
};

/** Tab reaches the scrolling region, the header box, each sort button, then each row's box and link. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  args: { onSelectedIdsChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = [
      canvas.getByRole('region', { name: 'Orders' }),
      boxNamed(canvasElement, 'Select all orders on this page'),
      canvas.getByRole('button', { name: 'Placed' }),
      canvas.getByRole('button', { name: 'Total' }),
      boxNamed(canvasElement, 'Select order AU-10428'),
      canvas.getByRole('link', { name: 'AU-10428' }),
      boxNamed(canvasElement, 'Select order AU-10427'),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
    }
    await userEvent.keyboard(' ');
    await expect(boxNamed(canvasElement, 'Select order AU-10427')).toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Total' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    onSelectedIdsChange: fn(),
    empty: <EmptyState headingLevel={3} title="No orders match these filters" description="Try another status or a wider date range." />,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No orders match these filters' })).toBeVisible();
    await expect(boxNamed(canvasElement, 'Select all orders on this page')).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { loading: true, onSelectedIdsChange: fn() },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await expect(within(table).queryByRole('link')).not.toBeInTheDocument();
    await expect(boxNamed(canvasElement, 'Select all orders on this page')).toBeDisabled();
  },
};

/** The caption for screen readers only, when a heading above the table already names it. */
export const HiddenCaption: Story = {
  args: { hideCaption: true },
  render: (args) => (
    <>
      <h2 style={{ marginTop: 0 }}>Orders</h2>
      <ControlledOrders {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Orders' })).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const SelectableDark: Story = { ...Selectable, globals: { theme: 'dark' } };
export const LoadingDark: Story = { ...Loading, globals: { theme: 'dark' } };

/** At 320 px the columns stay and the region scrolls sideways; the page itself does not. */
export const Narrow: Story = {
  args: { onSelectedIdsChange: fn() },
  globals: atViewport('phone320'),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' });
    await waitFor(() => expect(region.scrollWidth).toBeGreaterThan(region.clientWidth));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};
/** On a phone the message of an empty list stays within the screen, however wide the columns. */
export const NarrowEmpty: Story = {
  ...Empty,
  globals: atViewport('phone320'),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Orders' }).getBoundingClientRect();
    const message = within(canvasElement).getByRole('heading', { name: 'No orders match these filters' }).getBoundingClientRect();
    await expect(message.left).toBeGreaterThanOrEqual(region.left);
    await expect(message.right).toBeLessThanOrEqual(region.right);
  },
};
export const NarrowDark: Story = { ...Narrow, globals: { ...atViewport('phone320'), theme: 'dark' } };

/** A sort button hovered and reached with the keyboard; the scrolling region's own ring. */
export const SortHover: Story = {
  parameters: { pseudo: { hover: 'th:nth-child(2) > .au-data-table__sort' } },
  play: showsHover('th:nth-child(2) > .au-data-table__sort', ['background-color']),
};
export const SortFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: 'th:nth-child(2) > .au-data-table__sort' } },
  play: showsFocusRing('th:nth-child(2) > .au-data-table__sort'),
};
export const RegionFocusVisible: Story = {
  parameters: { pseudo: { focusVisible: '.au-data-table__scroller' } },
  play: showsFocusRing('.au-data-table__scroller'),
};
export const SortFocusVisibleDark: Story = { ...SortFocusVisible, globals: { theme: 'dark' } };
