// The prices grid itself: a row per product size (or modifier), a column for the chain's list
// price, each region's and each store's, every cell an input saved on Tab or Enter; then the
// pages. Grey prices follow the chain's (or their region's); highlighted ones are pending.
import { formatPrice } from '@brewline/domain/money/money';
import type { CombinedError } from 'urql';
import type { ResultOf } from '../../lib/graphql.ts';
import { Button } from '../../ui/button.tsx';
import { PriceCellInput } from './price-cell-input.tsx';
import type { PriceGridQuery } from './price-grid-query.ts';

export type PriceGrid = ResultOf<typeof PriceGridQuery>['priceGrid'];
export type PriceColumn = PriceGrid['columns'][number];
export type PriceRow = PriceGrid['rows'][number];

/** Saves one cell's typed price; the answer says whether the server refused it. */
export type SaveCell = (
  row: PriceRow,
  column: PriceColumn,
  text: string,
) => Promise<{ error?: CombinedError | undefined }>;

const columnTitle = (column: PriceColumn) =>
  column.level === 'DEFAULT'
    ? 'Chain list price'
    : column.level === 'REGION'
      ? `${column.label} region`
      : column.label;

function HeaderRow({ columns }: { columns: readonly PriceColumn[] }) {
  return (
    <tr>
      <th
        scope="col"
        className="sticky top-0 left-0 z-20 min-w-56 border-b border-stone-200 bg-stone-100 px-3 py-2 text-left font-semibold text-stone-700"
      >
        Item
      </th>
      {columns.map((column) => (
        <th
          key={column.key}
          scope="col"
          className={`sticky top-0 z-10 border-b border-stone-200 px-2 py-2 text-right font-semibold whitespace-nowrap ${
            column.level === 'STORE' ? 'bg-stone-100 text-stone-700' : 'bg-brand-soft text-brand-ink'
          }`}
        >
          {columnTitle(column)}
        </th>
      ))}
    </tr>
  );
}

function GridRow({
  row,
  rowIndex,
  columns,
  onSave,
}: {
  row: PriceRow;
  rowIndex: number;
  columns: readonly PriceColumn[];
  onSave: SaveCell;
}) {
  return (
    <tr className="group">
      <th
        scope="row"
        className="sticky left-0 z-10 border-b border-stone-100 bg-white px-3 py-1.5 text-left font-normal group-hover:bg-stone-50"
      >
        <span className="font-semibold text-stone-900">{row.itemName}</span>{' '}
        <span className="text-stone-600">{row.variantName}</span>
        <span className="block text-xs text-stone-500">{row.groupName}</span>
      </th>
      {columns.map((column, columnIndex) => {
        const cell = row.cells[columnIndex];
        if (!cell) return <td key={column.key} />;
        const where = column.level === 'DEFAULT' ? 'chain list price' : column.label;
        const listPrice =
          cell.inheritedCents !== null ? ` (list price ${formatPrice(cell.inheritedCents)})` : '';
        return (
          <td
            key={column.key}
            className="border-b border-stone-100 px-1 py-1 align-top group-hover:bg-stone-50"
          >
            <PriceCellInput
              cell={cell}
              isChain={column.level === 'DEFAULT'}
              label={`${row.itemName} ${row.variantName}, ${where}${listPrice}`}
              row={rowIndex}
              column={columnIndex}
              onSave={(text) => onSave(row, column, text)}
            />
          </td>
        );
      })}
    </tr>
  );
}

function Pager({ grid, onPage }: { grid: PriceGrid; onPage: (page: number) => void }) {
  const first = grid.page * grid.pageSize + 1;
  const last = Math.min(grid.totalRows, (grid.page + 1) * grid.pageSize);
  return (
    <nav aria-label="Pages" className="mt-3 flex items-center justify-between text-sm text-stone-700">
      <span>
        {grid.totalRows === 0
          ? 'No rows'
          : `Rows ${first}–${last} of ${grid.totalRows.toLocaleString('en-US')}`}
      </span>
      <span className="flex gap-2">
        <Button disabled={grid.page === 0} onClick={() => onPage(grid.page - 1)}>
          Previous
        </Button>
        <Button disabled={last >= grid.totalRows} onClick={() => onPage(grid.page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}

export function PriceGridTable({
  grid,
  onSave,
  onPage,
}: {
  readonly grid: PriceGrid;
  readonly onSave: SaveCell;
  readonly onPage: (page: number) => void;
}) {
  return (
    <>
      <p className="mb-2 text-sm text-stone-600">
        Prices in dollars: type one and press Tab or Enter to save it as a draft. Grey prices follow the
        chain’s (or their region’s) list price; highlighted ones are pending.
      </p>
      <div className="max-h-[calc(100vh-20rem)] min-h-64 overflow-auto rounded-lg border border-stone-200 bg-white">
        <table className="border-separate border-spacing-0 text-sm" aria-rowcount={grid.totalRows + 1}>
          <caption className="sr-only">Prices by product size and store</caption>
          <thead>
            <HeaderRow columns={grid.columns} />
          </thead>
          <tbody>
            {grid.rows.map((row, rowIndex) => (
              <GridRow
                key={row.rowKey}
                row={row}
                rowIndex={rowIndex}
                columns={grid.columns}
                onSave={onSave}
              />
            ))}
          </tbody>
        </table>
        {grid.rows.length === 0 && (
          <p className="p-6 text-center text-stone-600">No product matches the filter.</p>
        )}
      </div>
      <Pager grid={grid} onPage={onPage} />
    </>
  );
}
