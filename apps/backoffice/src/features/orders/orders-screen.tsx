import type { BackOfficeOrderRow, BulkPackResponse } from '@aurelia/contracts';
import { STATUS_LABELS } from '@aurelia/domain';
import { Alert, Button, DataTable, FilterBar, Pagination, StatusChip, type DataTableColumn } from '@aurelia/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { may } from '../../app/access';
import { rupees, when } from '../../app/format';
import { useAppSelector } from '../../app/hooks';
import { RefusalAlert } from '../../app/refusal';
import { Screen } from '../../app/screen';
import { useAction } from '../../app/use-action';
import { useServices } from '../../app/services';
import { useUrlFilters } from '../../app/url-filters';
import { useLoad } from '../../app/use-load';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, paymentMethodOptions, STATUS_TONES, statusOptions } from './order-labels';
import { ORDER_FILTERS, ordersQueryOf, sortParamsOf, tableSortOf } from './orders-query';

/** Orders with a return waiting on the shop: the parcel to receive, or a refund to make for what arrived. */
const RETURN_FILTER_OPTIONS = [
  { value: 'requested', label: 'Return to receive' },
  { value: 'received', label: 'Return to refund' },
];

const columns: DataTableColumn<BackOfficeOrderRow>[] = [
  { id: 'order_number', header: 'Order', rowHeader: true, cell: (row) => <Link to={`/orders/${encodeURIComponent(row.order_number)}`}>{row.order_number}</Link> },
  { id: 'created_at', header: 'Placed', sortable: true, firstDirection: 'descending', cell: (row) => <time dateTime={row.created_at}>{when(row.created_at)}</time> },
  { id: 'customer', header: 'Customer', cell: (row) => row.customer.name },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (row) => (
      <StatusChip size="sm" tone={STATUS_TONES[row.status]}>
        {STATUS_LABELS[row.status]}
      </StatusChip>
    ),
  },
  { id: 'payment', header: 'Payment', cell: (row) => `${PAYMENT_METHOD_LABELS[row.payment_method]} · ${PAYMENT_STATUS_LABELS[row.payment_status]}` },
  { id: 'store', header: 'Pick-up store', cell: (row) => row.store ?? 'Delivery' },
  { id: 'total', header: 'Total', align: 'end', sortable: true, firstDirection: 'descending', cell: (row) => rupees(row.total) },
];

/** The orders in reach: filters, sort and page in the address, server-side; selection and bulk "Mark packed". */
export function OrdersScreen() {
  const { call } = useServices();
  const staff = useAppSelector((state) => state.session.signedIn?.staff);
  const { search, filters, setFilters, setPage, update } = useUrlFilters(ORDER_FILTERS);
  const query = ordersQueryOf(search);
  const { data, refused, loading, reload } = useLoad(JSON.stringify(query), () => call('listBackOfficeOrders', { query }));
  const [selected, setSelected] = useState<string[]>([]);
  const [packed, setPacked] = useState<BulkPackResponse | null>(null);
  const packing = useAction();
  const stores = staff?.stores ?? [];
  const canPack = may(staff, 'orders.pack');

  const markPacked = () => {
    setPacked(null);
    return packing.run(async () => {
      const answer = await call('bulkPackOrders', { body: { order_numbers: selected } });
      setPacked(answer);
      setSelected(answer.refused.map((entry) => entry.order_number));
      reload();
    });
  };

  return (
    <Screen title="Orders" refused={refused}>
      <FilterBar
        label="Filter orders"
        value={filters}
        onValueChange={(value) => {
          setSelected([]);
          setFilters(value);
        }}
        search={{ name: 'q', label: 'Search', placeholder: 'Order number, name, email or phone' }}
        selects={[
          { name: 'status', label: 'Status', options: statusOptions(), allLabel: 'Any status' },
          ...(stores.length > 1 ? [{ name: 'store', label: 'Pick-up store', options: stores.map((store) => ({ value: store.slug, label: store.name })), allLabel: 'All stores' }] : []),
          { name: 'payment_method', label: 'Payment', options: paymentMethodOptions(), allLabel: 'Any payment' },
          { name: 'fulfilment', label: 'Fulfilment', options: [{ value: 'delivery', label: 'Delivery' }, { value: 'pickup', label: 'Pick-up' }], allLabel: 'Both' },
          { name: 'return', label: 'Returns', options: RETURN_FILTER_OPTIONS, allLabel: 'With or without' },
        ]}
        dateRange={{ legend: 'Placed between', from: 'from', to: 'to' }}
      />
      {packing.refused && <RefusalAlert key={packing.refused.message} refused={packing.refused} title="Nothing was packed" />}
      {packed && (
        <Alert tone={packed.refused.length > 0 ? 'warning' : 'success'} title={`${packed.packed.length} marked packed`}>
          {packed.refused.length > 0 && (
            <ul>
              {packed.refused.map((entry) => (
                <li key={entry.order_number}>
                  {entry.order_number}: {entry.message}
                </li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <DataTable
        caption={data ? `Orders, ${data.meta.total} found` : 'Orders'}
        hideCaption
        columns={columns}
        rows={data?.data ?? []}
        getRowId={(row) => row.order_number}
        getRowLabel={(row) => `Select order ${row.order_number}`}
        sort={tableSortOf(query)}
        onSortChange={(sort) => update({ ...sortParamsOf(sort), page: undefined })}
        {...(canPack ? { selectedIds: selected, onSelectedIdsChange: setSelected } : {})}
        bulkActions={
          <Button size="sm" loading={packing.busy} onClick={() => void markPacked()}>
            Mark packed
          </Button>
        }
        loading={loading && !data}
        empty="No order matches these filters."
      />
      {data && (
        <p className="bo-muted" role="status">
          {data.meta.total} {data.meta.total === 1 ? 'order' : 'orders'}
        </p>
      )}
      {data && data.meta.last_page > 1 && <Pagination page={data.meta.current_page} pageCount={data.meta.last_page} onPageChange={setPage} label="Order pages" />}
    </Screen>
  );
}
