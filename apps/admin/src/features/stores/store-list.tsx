// Every store this person may see (a store manager: theirs), with what customers see of it now.
import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { useQuery } from 'urql';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { useStaffSession } from '../../lib/staff-session.tsx';
import { buttonClass } from '../../ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { AdminStoreListQuery } from './admin-store-list-query.ts';

type Row = ResultOf<typeof AdminStoreListQuery>['adminStores'][number];

const columns: DataTableColumn<Row>[] = [
  {
    key: 'store',
    header: 'Store',
    sortValue: (row) => row.nickname,
    cell: (row) => (
      <Link href={`/stores/${row.storeId}`} className="group block">
        <span className="font-semibold text-brand-ink group-hover:underline">{row.nickname}</span>
        <span className="block text-xs text-stone-600">{row.name}</span>
        <span className="sr-only"> (store {row.storeId})</span>
      </Link>
    ),
  },
  { key: 'id', header: 'No.', sortValue: (row) => row.storeId, cell: (row) => row.storeId, align: 'right' },
  {
    key: 'city',
    header: 'City',
    sortValue: (row) => `${row.state} ${row.city}`,
    cell: (row) => `${row.city}, ${row.state}`,
  },
  {
    key: 'status',
    header: 'Customers see',
    sortValue: (row) => row.preview.label,
    cell: (row) => row.preview.label,
  },
  {
    key: 'ordering',
    header: 'Online ordering',
    sortValue: (row) => (row.oLOEnabled ? 1 : 0),
    cell: (row) => (row.oLOEnabled ? 'On' : 'Off'),
  },
  {
    key: 'make',
    header: 'Make time',
    sortValue: (row) => row.makeMinutes,
    cell: (row) => `${row.makeMinutes} min`,
    align: 'right',
  },
  {
    key: 'special',
    header: 'Special dates',
    sortValue: (row) => row.specialHours.length,
    cell: (row) => (row.specialHours.length === 0 ? '—' : row.specialHours.length),
    align: 'right',
  },
];

export function StoreList() {
  const { can } = useStaffSession();
  const [result] = useQuery({ query: AdminStoreListQuery, requestPolicy: 'cache-and-network' });
  return (
    <div>
      <PageHeader
        title="Stores"
        description="Hours, holidays, online ordering, pickup methods and make time of each store, with what customers see right now."
        actions={
          can('stores.create') && (
            <Link href="/stores/new" className={buttonClass('primary')}>
              <Plus aria-hidden className="size-4" /> New store
            </Link>
          )
        }
      />
      {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
      <DataTable
        caption="Stores"
        columns={columns}
        rowKey={(row) => row.storeId}
        rows={result.data?.adminStores ?? []}
        filterText={(row) => `${row.nickname} ${row.city} ${row.state} ${row.storeId}`}
        filterLabel="Find a store"
        initialSort={{ key: 'store', direction: 'asc' }}
        pageSize={25}
        emptyMessage={result.fetching ? 'Loading stores…' : 'No stores.'}
      />
    </div>
  );
}
