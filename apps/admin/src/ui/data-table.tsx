// The back office's table. In memory (give it every row: it filters, sorts and pages them itself) or
// driven by the server (give it `server`: the page of rows, the total, and the state to send when the
// person sorts, filters or turns the page). Headers that sort are buttons with aria-sort on the column.
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import {
  applyTableState,
  initialTableState,
  nextSort,
  type TableSort,
  type TableState,
} from './table-state.ts';

export interface DataTableColumn<Row> {
  readonly key: string;
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** In memory: the value this column sorts by. Server-driven: any function marks it sortable. */
  readonly sortValue?: (row: Row) => string | number | null | undefined;
  readonly align?: 'left' | 'right';
  /** A header read by screen readers only (an actions column). */
  readonly hiddenHeader?: boolean;
}

export interface ServerTable<Row> {
  /** The rows of the current page, as the server sorted and filtered them. */
  readonly rows: readonly Row[];
  /** How many rows match the filter, across every page. */
  readonly total: number;
  readonly state: TableState;
  readonly onStateChange: (state: TableState) => void;
  readonly fetching?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table for screen readers (a visually hidden caption). */
  readonly caption: string;
  readonly columns: readonly DataTableColumn<Row>[];
  readonly rowKey: (row: Row) => string | number;
  /** In memory: every row. Leave out with `server`. */
  readonly rows?: readonly Row[];
  readonly server?: ServerTable<Row>;
  /** In memory: the text a row is found by. With it (or `server`), a filter box is shown. */
  readonly filterText?: (row: Row) => string;
  readonly filterLabel?: string;
  readonly initialSort?: TableSort;
  readonly pageSize?: number;
  readonly emptyMessage?: string;
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  if (direction === 'asc') return <ArrowUp aria-hidden className="size-3.5" />;
  if (direction === 'desc') return <ArrowDown aria-hidden className="size-3.5" />;
  return <ArrowUpDown aria-hidden className="size-3.5 opacity-40" />;
}

export function DataTable<Row>({
  caption,
  columns,
  rowKey,
  rows = [],
  server,
  filterText,
  filterLabel = 'Filter',
  initialSort,
  pageSize,
  emptyMessage = 'Nothing here yet.',
}: DataTableProps<Row>) {
  const filterId = useId();
  const [localState, setLocalState] = useState(() => initialTableState(initialSort ?? null, pageSize));
  const state = server?.state ?? localState;
  const setState = server?.onStateChange ?? setLocalState;
  const { pageRows, total } = server
    ? { pageRows: server.rows, total: server.total }
    : applyTableState(rows, localState, columns, filterText);
  const pages = Math.max(1, Math.ceil(total / state.pageSize));
  const page = Math.min(state.page, pages - 1);
  const first = total === 0 ? 0 : page * state.pageSize + 1;
  const last = Math.min(total, (page + 1) * state.pageSize);
  const filterable = server !== undefined || filterText !== undefined;

  return (
    <div className="rounded-xl border border-stone-200 bg-white shadow-sm">
      {filterable && (
        <div className="border-b border-stone-200 p-3">
          <label htmlFor={filterId} className="sr-only">
            {filterLabel}
          </label>
          <div className="relative max-w-sm">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            />
            <input
              id={filterId}
              type="search"
              className="input pl-9"
              placeholder={filterLabel}
              value={state.filter}
              onChange={(event) => setState({ ...state, filter: event.target.value, page: 0 })}
            />
          </div>
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm" aria-busy={server?.fetching || undefined}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-stone-200 bg-stone-50 text-left text-xs tracking-wide text-stone-600 uppercase">
              {columns.map((column) => {
                const sorted = state.sort?.key === column.key ? state.sort.direction : null;
                const align = column.align === 'right' ? 'text-right' : 'text-left';
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={`px-4 py-2.5 font-semibold whitespace-nowrap ${align}`}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.hiddenHeader ? (
                      <span className="sr-only">{column.header}</span>
                    ) : column.sortValue ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-stone-900"
                        onClick={() =>
                          setState({ ...state, sort: nextSort(state.sort, column.key), page: 0 })
                        }
                      >
                        {column.header}
                        <SortIcon direction={sorted} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-stone-600">
                  {state.filter ? `Nothing matches “${state.filter}”.` : emptyMessage}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr
                  key={rowKey(row)}
                  className="border-b border-stone-100 last:border-b-0 hover:bg-stone-50/70"
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={`px-4 py-3 align-middle ${column.align === 'right' ? 'text-right' : ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {total > state.pageSize && (
        <nav
          aria-label={`${caption}: pages`}
          className="flex items-center justify-between gap-3 border-t border-stone-200 px-4 py-2 text-sm text-stone-700"
        >
          <p>
            {first}–{last} of {total}
          </p>
          <div className="flex items-center gap-1">
            <button
              type="button"
              className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 hover:bg-stone-100 disabled:opacity-40"
              disabled={page === 0}
              onClick={() => setState({ ...state, page: page - 1 })}
            >
              <ChevronLeft aria-hidden className="size-4" /> Previous
            </button>
            <span className="px-2">
              Page {page + 1} of {pages}
            </span>
            <button
              type="button"
              className="inline-flex min-h-9 items-center gap-1 rounded-md px-2 hover:bg-stone-100 disabled:opacity-40"
              disabled={page >= pages - 1}
              onClick={() => setState({ ...state, page: page + 1 })}
            >
              Next <ChevronRight aria-hidden className="size-4" />
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}
