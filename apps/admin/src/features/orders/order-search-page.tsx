// The order search: one box for an order number, an e-mail or a card's last four digits, a store,
// and dates (each store's own calendar), in a table the server sorts and pages.
import { formatPrice } from '@brewline/domain/money/money';
import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { useAdminStores } from '../../lib/admin-stores.ts';
import { DataTable, type DataTableColumn } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { initialTableState, type TableState } from '../../ui/table-state.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { searchFilterOf, storeDateTime } from './order-format.ts';
import { OrderSearchQuery } from './order-search-query.ts';
import { StatusBadge } from './status-badge.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';

type OrderRow = ResultOf<typeof OrderSearchQuery>['adminOrders']['rows'][number];

const columns: DataTableColumn<OrderRow>[] = [
  {
    key: 'number',
    header: 'Order',
    cell: (row) => (
      <Link
        href={`/orders/${encodeURIComponent(row.id)}`}
        className="font-mono font-semibold text-brand-ink underline-offset-2 hover:underline"
      >
        #{row.number}
      </Link>
    ),
  },
  {
    key: 'placedAt',
    header: 'Placed',
    cell: (row) => (
      <span className="whitespace-nowrap">{storeDateTime(row.placedAt, row.storeTimeZone)}</span>
    ),
    sortValue: (row) => row.placedAt,
  },
  { key: 'store', header: 'Store', cell: (row) => row.storeName },
  {
    key: 'customer',
    header: 'Customer',
    cell: (row) => (
      <div className="min-w-0">
        <p className="font-medium">{row.pickupName}</p>
        {row.email && <p className="truncate text-xs text-stone-600">{row.email}</p>}
      </div>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <StatusBadge status={row.status} label={row.statusLabel} />,
  },
  {
    key: 'total',
    header: 'Total',
    align: 'right',
    sortValue: (row) => row.totalCents,
    cell: (row) => (
      <div className="tabular-nums">
        <p className="font-semibold">{formatPrice(row.totalCents)}</p>
        {row.refundedCents > 0 && (
          <p className="text-xs text-amber-800">−{formatPrice(row.refundedCents)} refunded</p>
        )}
      </div>
    ),
  },
];

export function OrderSearchPage() {
  const { stores } = useAdminStores();
  const [table, setTable] = useState<TableState>(() =>
    initialTableState({ key: 'placedAt', direction: 'desc' }, 20),
  );
  const [storeId, setStoreId] = useState('');
  const [fromDate, setFromDate] = useState('');
  const [toDate, setToDate] = useState('');
  const filter = useDebounced(table.filter);
  const [{ data, error, fetching }] = useQuery({
    query: OrderSearchQuery,
    variables: {
      ...searchFilterOf(filter),
      storeId: storeId ? Number(storeId) : null,
      fromDate: fromDate || null,
      toDate: toDate || null,
      sort: table.sort?.key === 'total' ? 'TOTAL' : 'PLACED_AT',
      descending: table.sort?.direction !== 'asc',
      page: table.page,
      pageSize: table.pageSize,
    },
  });
  const result = data?.adminOrders;
  const resetPage = () => setTable((state) => ({ ...state, page: 0 }));

  return (
    <>
      <PageHeader
        title="Orders"
        description="Find an order by its number, the customer's e-mail or the last four digits of their card, then see its whole life and refund it."
      />
      <div className="mb-4 grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-3">
        <div>
          <label htmlFor="order-store" className="mb-1 block text-sm font-semibold text-stone-800">
            Store
          </label>
          <select
            id="order-store"
            className="input"
            value={storeId}
            onChange={(event) => {
              setStoreId(event.target.value);
              resetPage();
            }}
          >
            <option value="">{stores.length > 1 ? 'All my stores' : 'My store'}</option>
            {stores.map((store) => (
              <option key={store.storeId} value={store.storeId}>
                {store.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="order-from" className="mb-1 block text-sm font-semibold text-stone-800">
            From
          </label>
          <input
            id="order-from"
            type="date"
            className="input"
            value={fromDate}
            onChange={(event) => {
              setFromDate(event.target.value);
              resetPage();
            }}
          />
        </div>
        <div>
          <label htmlFor="order-to" className="mb-1 block text-sm font-semibold text-stone-800">
            To
          </label>
          <input
            id="order-to"
            type="date"
            className="input"
            value={toDate}
            onChange={(event) => {
              setToDate(event.target.value);
              resetPage();
            }}
          />
        </div>
        <p className="text-sm text-stone-600 sm:col-span-3">Dates are each store's own calendar day.</p>
      </div>
      {error && <Notice tone="error">{errorMessage(error)}</Notice>}
      <DataTable
        caption="Orders"
        columns={columns}
        rowKey={(row) => row.id}
        filterLabel="Order number, e-mail or last four digits"
        emptyMessage="No orders match."
        server={{
          rows: result?.rows ?? [],
          total: result?.total ?? 0,
          state: table,
          onStateChange: setTable,
          fetching,
        }}
      />
      {result?.totalIsCapped && (
        <p className="mt-2 text-sm text-stone-600">
          More than 10,000 orders match: narrow the search to see them all.
        </p>
      )}
    </>
  );
}
