// Prices (prices.edit): the grid of every product size (and, on demand, modifier) by the chain's list
// price, the regions' and the stores' prices, edited like a spreadsheet; a bulk change by percent or
// amount with its preview; pending changes highlighted until the menu's publish makes them live.
import { formatPrice } from '@brewline/domain/money/money';
import { Percent, Send, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import type { ResultOf } from '../../lib/graphql.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { BulkChangeDialog } from './bulk-change-dialog.tsx';
import { DiscardPriceChangesMutation } from './discard-price-changes-mutation.ts';
import { PriceCellInput } from './price-cell-input.tsx';
import { PriceGridQuery } from './price-grid-query.ts';
import { SetPriceCellsMutation } from './set-price-cells-mutation.ts';

/** The menu's publishing page: price changes go live with it. */
export const PUBLISH_PATH = '/publish';
const PAGE_SIZE = 40;

type Grid = ResultOf<typeof PriceGridQuery>['priceGrid'];
type Column = Grid['columns'][number];
type Row = Grid['rows'][number];

const selectClass = 'rounded-md border border-stone-300 bg-white px-3 py-2 text-sm';

export default function PricesPage() {
  const [groupId, setGroupId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [regionId, setRegionId] = useState<number | null>(null);
  const [storeId, setStoreId] = useState<number | null>(null);
  const [includeModifiers, setIncludeModifiers] = useState(false);
  const [page, setPage] = useState(0);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const filter = {
    ...(groupId !== null ? { groupId } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(regionId !== null ? { regionIds: [regionId] } : {}),
    ...(storeId !== null ? { storeIds: [storeId] } : {}),
    includeModifiers,
  };
  const [result, refetch] = useQuery({
    query: PriceGridQuery,
    variables: { filter, page, pageSize: PAGE_SIZE },
  });
  const [, setCells] = useMutation(SetPriceCellsMutation);
  const [discarding, discard] = useMutation(DiscardPriceChangesMutation);
  const grid = result.data?.priceGrid;
  // Filters and stores stay listed while a new page loads.
  const [known, setKnown] = useState<Grid | null>(null);
  if (grid && grid !== known) setKnown(grid);
  const shown = grid ?? known;

  const refresh = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const resetPage =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(0);
    };

  const saveCell = async (row: Row, column: Column, text: string): Promise<string | null> => {
    const answer = await setCells({
      cells: [
        {
          level: column.level,
          scopeId: column.scopeId,
          ...(row.modifierId !== null
            ? { modifierId: row.modifierId }
            : { productId: row.productId, sizeId: row.sizeId }),
          price: text,
        },
      ],
    });
    if (answer.error) return errorMessage(answer.error);
    refresh();
    return null;
  };

  const onDiscardAll = async () => {
    const answer = await discard({});
    setNotice(
      answer.error
        ? { tone: 'error', text: errorMessage(answer.error) }
        : {
            tone: 'success',
            text: `${answer.data?.discardPriceChanges.discarded ?? 0} pending changes discarded.`,
          },
    );
    refresh();
  };

  const groups = shown?.groups ?? [];
  const storeColumns = useMemo(
    () =>
      (known?.columns ?? [])
        .filter((c) => c.level === 'STORE')
        .map((c) => ({ storeId: c.scopeId, name: c.label })),
    [known],
  );
  // Every store for the filter and the bulk dialog: remembered from the unfiltered grid.
  const [allStores, setAllStores] = useState<{ storeId: number; name: string }[]>([]);
  if (storeId === null && regionId === null && storeColumns.length > allStores.length)
    setAllStores(storeColumns);

  const groupName = groups.find((g) => g.id === groupId)?.name;
  const productsText =
    [search.trim() ? `products named “${search.trim()}”` : null, groupName ? `in ${groupName}` : null]
      .filter(Boolean)
      .join(' ') || 'every product';
  const pendingCount = shown?.pendingCount ?? 0;
  const first = shown ? shown.page * shown.pageSize + 1 : 0;
  const last = shown ? Math.min(shown.totalRows, (shown.page + 1) * shown.pageSize) : 0;

  return (
    <>
      <PageHeader
        title="Prices"
        description="The chain’s list price, each region’s and each store’s. Changes wait as drafts until the menu is published."
        actions={
          <>
            <Button icon={<Percent aria-hidden className="size-4" />} onClick={() => setBulkOpen(true)}>
              Bulk change
            </Button>
            <Link href={PUBLISH_PATH} className={buttonClass('primary')}>
              <Send aria-hidden className="size-4" />
              Publish
            </Link>
          </>
        }
      />
      {notice && (
        <Notice tone={notice.tone} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Notice>
      )}
      {pendingCount > 0 && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          <p>
            <strong>
              {pendingCount} price {pendingCount === 1 ? 'change waits' : 'changes wait'}
            </strong>{' '}
            for publishing. Customers still pay the published prices.
          </p>
          <div className="flex gap-2">
            <Button
              variant="quiet"
              busy={discarding.fetching}
              icon={<Trash2 aria-hidden className="size-4" />}
              onClick={() => void onDiscardAll()}
            >
              Discard all
            </Button>
            <Link href={PUBLISH_PATH} className={buttonClass('secondary')}>
              Review and publish
            </Link>
          </div>
        </div>
      )}
      <form
        className="mb-4 flex flex-wrap items-end gap-3"
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
          Product
          <input
            type="search"
            value={search}
            placeholder="Name"
            onChange={(e) => resetPage(setSearch)(e.target.value)}
            className={`${selectClass} w-52 font-normal`}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
          Group
          <select
            value={groupId ?? ''}
            onChange={(e) => resetPage(setGroupId)(e.target.value ? Number(e.target.value) : null)}
            className={`${selectClass} font-normal`}
          >
            <option value="">All groups</option>
            {groups
              .filter((g) => g.parentId === 0)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
          Region
          <select
            value={regionId ?? ''}
            onChange={(e) => resetPage(setRegionId)(e.target.value ? Number(e.target.value) : null)}
            className={`${selectClass} font-normal`}
          >
            <option value="">All regions</option>
            {(shown?.regions ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-semibold text-stone-800">
          Store
          <select
            value={storeId ?? ''}
            onChange={(e) => resetPage(setStoreId)(e.target.value ? Number(e.target.value) : null)}
            className={`${selectClass} font-normal`}
          >
            <option value="">All stores</option>
            {allStores.map((s) => (
              <option key={s.storeId} value={s.storeId}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm text-stone-800">
          <input
            type="checkbox"
            checked={includeModifiers}
            onChange={(e) => resetPage(setIncludeModifiers)(e.target.checked)}
          />
          Modifiers too
        </label>
      </form>
      {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
      {shown && (
        <>
          <p className="mb-2 text-sm text-stone-600">
            Prices in dollars: type one and press Tab or Enter to save it as a draft. Grey prices follow the
            chain’s (or their region’s) list price; highlighted ones are pending.
          </p>
          <div className="max-h-[calc(100vh-20rem)] min-h-64 overflow-auto rounded-lg border border-stone-200 bg-white">
            <table className="border-separate border-spacing-0 text-sm" aria-rowcount={shown.totalRows + 1}>
              <caption className="sr-only">Prices by product size and store</caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky top-0 left-0 z-20 min-w-56 border-b border-stone-200 bg-stone-100 px-3 py-2 text-left font-semibold text-stone-700"
                  >
                    Item
                  </th>
                  {shown.columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={`sticky top-0 z-10 border-b border-stone-200 px-2 py-2 text-right font-semibold whitespace-nowrap ${
                        column.level === 'STORE'
                          ? 'bg-stone-100 text-stone-700'
                          : 'bg-brand-soft text-brand-ink'
                      }`}
                    >
                      {column.level === 'DEFAULT'
                        ? 'Chain list price'
                        : column.level === 'REGION'
                          ? `${column.label} region`
                          : column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {shown.rows.map((row, rowIndex) => (
                  <tr key={row.rowKey} className="group">
                    <th
                      scope="row"
                      className="sticky left-0 z-10 border-b border-stone-100 bg-white px-3 py-1.5 text-left font-normal group-hover:bg-stone-50"
                    >
                      <span className="font-semibold text-stone-900">{row.itemName}</span>{' '}
                      <span className="text-stone-600">{row.variantName}</span>
                      <span className="block text-xs text-stone-500">{row.groupName}</span>
                    </th>
                    {shown.columns.map((column, columnIndex) => {
                      const cell = row.cells[columnIndex];
                      if (!cell) return <td key={column.key} />;
                      return (
                        <td
                          key={column.key}
                          className="border-b border-stone-100 px-1 py-1 align-top group-hover:bg-stone-50"
                        >
                          <PriceCellInput
                            cell={cell}
                            isChain={column.level === 'DEFAULT'}
                            label={`${row.itemName} ${row.variantName}, ${column.level === 'DEFAULT' ? 'chain list price' : column.label}${
                              cell.inheritedCents !== null
                                ? ` (list price ${formatPrice(cell.inheritedCents)})`
                                : ''
                            }`}
                            row={rowIndex}
                            column={columnIndex}
                            onSave={(text) => saveCell(row, column, text)}
                          />
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
            {shown.rows.length === 0 && (
              <p className="p-6 text-center text-stone-600">No product matches the filter.</p>
            )}
          </div>
          <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm text-stone-700">
            <span>
              {shown.totalRows === 0
                ? 'No rows'
                : `Rows ${first}–${last} of ${shown.totalRows.toLocaleString('en-US')}`}
            </span>
            <span className="flex gap-2">
              <Button disabled={shown.page === 0} onClick={() => setPage(shown.page - 1)}>
                Previous
              </Button>
              <Button disabled={last >= shown.totalRows} onClick={() => setPage(shown.page + 1)}>
                Next
              </Button>
            </span>
          </nav>
        </>
      )}
      {bulkOpen && (
        <BulkChangeDialog
          filter={{ groupId, search, includeModifiers }}
          productsText={productsText}
          stores={allStores}
          regions={shown?.regions ?? []}
          onClose={() => setBulkOpen(false)}
          onSaved={(saved) => {
            setBulkOpen(false);
            setNotice({
              tone: 'success',
              text: `${saved} pending price ${saved === 1 ? 'change' : 'changes'} saved. Publish to make them what customers pay.`,
            });
            refresh();
          }}
        />
      )}
    </>
  );
}
