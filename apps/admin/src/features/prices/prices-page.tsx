// Prices (prices.edit): the grid of every product size (and, on demand, modifier) by the chain's list
// price, the regions' and the stores' prices, edited like a spreadsheet; a bulk change by percent or
// amount with its preview; pending changes highlighted until the menu's publish makes them live.
// Discarding every pending change goes through the back office's save hook, as each cell's save does.
import { Percent, Send } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { errorMessage } from '../../lib/api-errors.ts';
import { useSave } from '../../lib/use-save.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SaveOutcomeNotice } from '../../ui/save-outcome-notice.tsx';
import { BulkChangeDialog } from './bulk-change-dialog.tsx';
import { DiscardPriceChangesMutation } from './discard-price-changes-mutation.ts';
import { PendingPricesBanner, PUBLISH_PATH } from './pending-prices-banner.tsx';
import { NO_PRICE_FILTER, PriceFilters, type PriceFilter } from './price-filters.tsx';
import { PriceGridQuery } from './price-grid-query.ts';
import { PriceGridTable, type PriceGrid, type SaveCell } from './price-grid-table.tsx';
import { SetPriceCellsMutation } from './set-price-cells-mutation.ts';

const PAGE_SIZE = 40;

const noConflict = () => null;

const variablesOf = (filter: PriceFilter, page: number) => ({
  filter: {
    ...(filter.groupId !== null ? { groupId: filter.groupId } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
    ...(filter.regionId !== null ? { regionIds: [filter.regionId] } : {}),
    ...(filter.storeId !== null ? { storeIds: [filter.storeId] } : {}),
    includeModifiers: filter.includeModifiers,
  },
  page,
  pageSize: PAGE_SIZE,
});

/** "products named “Latte” in Hot Coffee", or "every product": what a bulk change applies to. */
function productsTextOf(filter: PriceFilter, grid: PriceGrid | null): string {
  const search = filter.search.trim();
  const groupName = grid?.groups.find((g) => g.id === filter.groupId)?.name;
  return (
    [search ? `products named “${search}”` : null, groupName ? `in ${groupName}` : null]
      .filter(Boolean)
      .join(' ') || 'every product'
  );
}

const savedText = (saved: number) =>
  `${saved} pending price ${saved === 1 ? 'change' : 'changes'} saved. Publish to make them what customers pay.`;

function HeaderActions({ onBulk }: { onBulk: () => void }) {
  return (
    <>
      <Button icon={<Percent aria-hidden className="size-4" />} onClick={onBulk}>
        Bulk change
      </Button>
      <Link href={PUBLISH_PATH} className={buttonClass('primary')}>
        <Send aria-hidden className="size-4" />
        Publish
      </Link>
    </>
  );
}

export default function PricesPage() {
  const [filter, setFilter] = useState<PriceFilter>(NO_PRICE_FILTER);
  const [page, setPage] = useState(0);
  const [bulkOpen, setBulkOpen] = useState(false);
  const save = useSave({ currentOf: noConflict });
  const [result, refetch] = useQuery({ query: PriceGridQuery, variables: variablesOf(filter, page) });
  const [, setCells] = useMutation(SetPriceCellsMutation);
  const [, discard] = useMutation(DiscardPriceChangesMutation);
  const grid = result.data?.priceGrid;
  // Filters and stores stay listed while a new page loads.
  const [known, setKnown] = useState<PriceGrid | null>(null);
  if (grid && grid !== known) setKnown(grid);
  const shown = grid ?? known;
  // Every store for the filter and the bulk dialog: remembered from the unfiltered grid.
  const [allStores, setAllStores] = useState<{ storeId: number; name: string }[]>([]);
  const storeColumns = (known?.columns ?? []).filter((c) => c.level === 'STORE');
  if (filter.storeId === null && filter.regionId === null && storeColumns.length > allStores.length)
    setAllStores(storeColumns.map((c) => ({ storeId: c.scopeId, name: c.label })));

  const refresh = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const saveCell: SaveCell = async (row, column, text) => {
    const cell =
      row.modifierId !== null
        ? { modifierId: row.modifierId }
        : { productId: row.productId, sizeId: row.sizeId };
    const answer = await setCells({
      cells: [{ level: column.level, scopeId: column.scopeId, ...cell, price: text }],
    });
    if (!answer.error) refresh();
    return answer;
  };
  const onDiscardAll = async () => {
    const answer: { discarded: number } = { discarded: 0 };
    const done = await save.run(async () => {
      const result = await discard({});
      answer.discarded = result.data?.discardPriceChanges.discarded ?? 0;
      return result;
    }, null);
    if (done) save.announce(`${answer.discarded} pending changes discarded.`);
    refresh();
  };

  return (
    <>
      <PageHeader
        title="Prices"
        description="The chain’s list price, each region’s and each store’s. Changes wait as drafts until the menu is published."
        actions={<HeaderActions onBulk={() => setBulkOpen(true)} />}
      />
      <SaveOutcomeNotice save={save} />
      <PendingPricesBanner
        count={shown?.pendingCount ?? 0}
        discarding={save.busy}
        onDiscardAll={() => void onDiscardAll()}
      />
      <PriceFilters
        filter={filter}
        grid={shown}
        stores={allStores}
        onChange={(patch) => {
          setFilter({ ...filter, ...patch });
          setPage(0);
        }}
      />
      {result.error && <Notice tone="error">{errorMessage(result.error)}</Notice>}
      {shown && <PriceGridTable grid={shown} onSave={saveCell} onPage={setPage} />}
      {bulkOpen && (
        <BulkChangeDialog
          filter={filter}
          productsText={productsTextOf(filter, shown)}
          stores={allStores}
          regions={shown?.regions ?? []}
          onClose={() => setBulkOpen(false)}
          onSaved={(saved) => {
            setBulkOpen(false);
            save.clearMessages();
            save.announce(savedText(saved));
            refresh();
          }}
        />
      )}
    </>
  );
}
