import { useState } from 'react';

import { Button } from '../components/button/button';
import { DataTable, type DataTableColumn, type DataTableSort } from '../components/data-table/data-table';
import { EmptyState } from '../components/empty-state/empty-state';
import { FilterBar, type FilterBarValue } from '../components/filter-bar/filter-bar';
import { Link } from '../components/link/link';
import { Pagination } from '../components/pagination/pagination';
import { StatusChip, type StatusTone } from '../components/status-chip/status-chip';
import { Timeline, type TimelineEvent } from '../components/timeline/timeline';

/** An order's status as the app would map it: libs/domain's status and label, and the tone chosen for it. */
const STATUS = {
  pending_payment: { label: 'Waiting for payment', tone: 'neutral' },
  confirmed: { label: 'Confirmed', tone: 'info' },
  packed: { label: 'Packed', tone: 'info' },
  shipped: { label: 'Shipped', tone: 'progress' },
  delivered: { label: 'Delivered', tone: 'success' },
  ready_for_pickup: { label: 'Ready for pick-up', tone: 'progress' },
  collected: { label: 'Collected', tone: 'success' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
} as const satisfies Record<string, { label: string; tone: StatusTone }>;

type Status = keyof typeof STATUS;

interface ExampleOrder {
  number: string;
  placedOn: string;
  customer: string;
  store: string;
  status: Status;
  total: number;
}

const ORDERS: ExampleOrder[] = [
  { number: 'AU-10432', placedOn: '2026-05-05', customer: 'Nisha Kapoor', store: 'Online', status: 'pending_payment', total: 18400 },
  { number: 'AU-10431', placedOn: '2026-05-05', customer: 'Rohan Das', store: 'Bandra', status: 'confirmed', total: 67200 },
  { number: 'AU-10430', placedOn: '2026-05-04', customer: 'Sara Thomas', store: 'Online', status: 'packed', total: 12900 },
  { number: 'AU-10429', placedOn: '2026-05-04', customer: 'Dev Malhotra', store: 'Connaught Place', status: 'ready_for_pickup', total: 240500 },
  { number: 'AU-10428', placedOn: '2026-05-03', customer: 'Riya Mehta', store: 'Online', status: 'shipped', total: 84250 },
  { number: 'AU-10427', placedOn: '2026-05-03', customer: 'Arjun Rao', store: 'Bandra', status: 'collected', total: 23900 },
  { number: 'AU-10426', placedOn: '2026-05-02', customer: 'Meera Iyer', store: 'Online', status: 'shipped', total: 145600 },
  { number: 'AU-10425', placedOn: '2026-05-02', customer: 'Kabir Shah', store: 'Online', status: 'delivered', total: 9800 },
  { number: 'AU-10424', placedOn: '2026-05-01', customer: 'Ananya Gupta', store: 'Online', status: 'delivered', total: 56700 },
  { number: 'AU-10423', placedOn: '2026-05-01', customer: 'Vikram Singh', store: 'Bandra', status: 'cancelled', total: 31200 },
];

const PAGE_SIZE = 5;
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const columns: DataTableColumn<ExampleOrder>[] = [
  { id: 'number', header: 'Order', rowHeader: true, cell: (order) => <Link href={`#${order.number}`}>{order.number}</Link> },
  { id: 'placed', header: 'Placed', sortable: true, firstDirection: 'descending', cell: (order) => <time dateTime={order.placedOn}>{order.placedOn}</time> },
  { id: 'customer', header: 'Customer', cell: (order) => order.customer },
  { id: 'store', header: 'Store', cell: (order) => order.store },
  { id: 'status', header: 'Status', cell: (order) => <StatusChip size="sm" tone={STATUS[order.status].tone}>{STATUS[order.status].label}</StatusChip> },
  { id: 'total', header: 'Total', align: 'end', sortable: true, cell: (order) => rupees.format(order.total) },
];

/** What the API would answer for these filters, sort and page; the example stands in for it. */
function query(filters: FilterBarValue, sort: DataTableSort, page: number) {
  const search = (filters['q'] ?? '').toLowerCase();
  const matching = ORDERS.filter(
    (order) =>
      (!search || `${order.number} ${order.customer}`.toLowerCase().includes(search)) &&
      (!filters['status'] || order.status === filters['status']) &&
      (!filters['store'] || order.store === filters['store']) &&
      (!filters['from'] || order.placedOn >= filters['from']) &&
      (!filters['to'] || order.placedOn <= filters['to']),
  );
  const key = (order: ExampleOrder) => (sort.column === 'total' ? order.total : order.placedOn);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const sorted = [...matching].sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  return { rows: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), pageCount: Math.max(1, Math.ceil(sorted.length / PAGE_SIZE)) };
}

/** The back office's order list: filters, the table, its bulk actions and paging, each controlled by the page. */
export function OrderListPage() {
  const [filters, setFilters] = useState<FilterBarValue>({});
  const [sort, setSort] = useState<DataTableSort>({ column: 'placed', direction: 'descending' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const { rows, pageCount } = query(filters, sort, page);
  return (
    <main style={{ display: 'grid', gap: 'var(--au-space-4)' }}>
      <h1 style={{ margin: 0, fontSize: 'var(--au-font-size-2xl)' }}>Orders</h1>
      <FilterBar
        label="Order filters"
        value={filters}
        onValueChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        search={{ name: 'q', label: 'Search orders', placeholder: 'Number or name' }}
        selects={[
          { name: 'status', label: 'Status', allLabel: 'All statuses', options: Object.entries(STATUS).map(([value, { label }]) => ({ value, label })) },
          { name: 'store', label: 'Store', allLabel: 'All stores', options: ['Online', 'Bandra', 'Connaught Place'].map((store) => ({ value: store, label: store })) },
        ]}
        dateRange={{ legend: 'Placed', from: 'from', to: 'to' }}
      />
      <DataTable
        caption="Orders"
        hideCaption
        columns={columns}
        rows={rows}
        getRowId={(order) => order.number}
        getRowLabel={(order) => `Select order ${order.number}`}
        selectAllLabel="Select all orders on this page"
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        bulkActions={
          <Button size="sm" variant="secondary">
            Print packing slips
          </Button>
        }
        empty={<EmptyState headingLevel={2} title="No orders match these filters" description="Try another status or a wider date range." />}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Order pages" />
    </main>
  );
}

const life: TimelineEvent[] = [
  { id: 'confirmed', title: 'Confirmed', dateTime: '2026-05-03T09:12:00+05:30', time: '3 May 2026, 9:12 am', detail: 'Paid by UPI', tone: 'info', icon: 'check' },
  { id: 'packed', title: 'Packed', dateTime: '2026-05-03T13:30:00+05:30', time: '3 May 2026, 1:30 pm', tone: 'info', icon: 'gift' },
  {
    id: 'shipped',
    title: 'Shipped',
    dateTime: '2026-05-03T17:20:00+05:30',
    time: '3 May 2026, 5:20 pm',
    detail: 'Blue Dart, tracking number 7845 1290 33',
    link: { href: 'https://tracking.example/7845129033', label: 'Track the parcel', external: true },
    tone: 'progress',
    icon: 'map-pin',
  },
];

/** One order: its status chip beside the heading and its life as a timeline, as both the back office and the shopper see it. */
export function OrderPage() {
  return (
    <main style={{ display: 'grid', gap: 'var(--au-space-4)', maxWidth: '36rem' }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--au-space-3)' }}>
        <h1 style={{ margin: 0, fontSize: 'var(--au-font-size-2xl)' }}>Order AU-10428</h1>
        <StatusChip tone={STATUS.shipped.tone}>{STATUS.shipped.label}</StatusChip>
      </div>
      <section aria-labelledby="order-history" style={{ display: 'grid', gap: 'var(--au-space-3)' }}>
        <h2 id="order-history" style={{ margin: 0, fontSize: 'var(--au-font-size-lg)' }}>
          History
        </h2>
        <Timeline aria-labelledby="order-history" events={life} upcoming={[{ id: 'delivered', title: 'Delivered', detail: 'Expected by 6 May' }]} />
      </section>
    </main>
  );
}
