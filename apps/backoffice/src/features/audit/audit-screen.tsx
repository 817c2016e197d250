import type { AuditEntry } from '@aurelia/contracts';
import { DataTable, FilterBar, Pagination, type DataTableColumn } from '@aurelia/ui';
import { STATUS_LABELS } from '@aurelia/domain';
import { changeOf } from '../../app/audit-change';
import { when } from '../../app/format';
import { Screen } from '../../app/screen';
import { useServices } from '../../app/services';
import { useUrlFilters } from '../../app/url-filters';
import { useLoad } from '../../app/use-load';
import { useStoreOptions } from '../../app/use-stores';

const FILTERS = ['action', 'subject', 'store', 'from', 'to'] as const;

/** The actions the audit log holds, by the names the API writes (`order.<status>` for each step of an order). */
const AUDIT_ACTIONS = [
  ...(['packed', 'shipped', 'delivered', 'ready_for_pickup', 'collected'] as const).map((status) => ({ value: `order.${status}`, label: `Order ${STATUS_LABELS[status].toLowerCase()}` })),
  { value: 'order.cash', label: 'Cash recorded' },
  { value: 'order.cancel', label: 'Order cancelled' },
  { value: 'order.refund', label: 'Refund' },
  { value: 'order.return_received', label: 'Return received' },
  { value: 'order.return_declined', label: 'Return declined' },
  { value: 'settings.edit', label: 'Setting changed' },
  { value: 'rates.set', label: 'Metal rate set' },
  { value: 'kiosk.revoke', label: 'Kiosk revoked' },
  { value: 'counter.hours-override', label: 'Counter opened outside hours' },
];

const columns: DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: 'When', cell: (entry) => <time dateTime={entry.created_at}>{when(entry.created_at)}</time>, rowHeader: true },
  { id: 'who', header: 'Who', cell: (entry) => entry.actor?.name ?? 'The shop' },
  { id: 'action', header: 'What', cell: (entry) => entry.action },
  { id: 'subject', header: 'On', cell: (entry) => entry.subject ?? '–' },
  { id: 'change', header: 'Before → after', cell: (entry) => changeOf(entry) || '–' },
  { id: 'reason', header: 'Reason', cell: (entry) => entry.reason ?? '–' },
  { id: 'store', header: 'Store', cell: (entry) => entry.store?.name ?? '–' },
];

/** The audit log of the stores in reach: who did what, when, before → after and why; filters in the address. */
export function AuditScreen() {
  const { call } = useServices();
  const { filters, page, setFilters, setPage, search } = useUrlFilters(FILTERS);
  const stores = useStoreOptions();
  const query = { ...filters, page };
  const { data, refused, loading } = useLoad(search.toString(), () => call('listAuditEntries', { query }));

  return (
    <Screen title="Audit log" refused={refused}>
      <FilterBar
        label="Filter the audit log"
        value={filters}
        onValueChange={setFilters}
        search={{ name: 'subject', label: 'On', placeholder: 'order:AUR-… or setting:…' }}
        selects={[
          {
            name: 'action',
            label: 'What',
            options: AUDIT_ACTIONS,
          },
          ...(stores.length > 1 ? [{ name: 'store', label: 'Store', options: stores, allLabel: 'All stores' }] : []),
        ]}
        dateRange={{ legend: 'Between', from: 'from', to: 'to' }}
      />
      <DataTable caption="Audit records" hideCaption columns={columns} rows={data?.data ?? []} getRowId={(entry) => String(entry.id)} loading={loading && !data} empty="No record matches these filters." />
      {data && data.meta.last_page > 1 && <Pagination page={data.meta.current_page} pageCount={data.meta.last_page} onPageChange={setPage} label="Audit log pages" />}
    </Screen>
  );
}
