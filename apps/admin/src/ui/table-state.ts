// What a table shows: its sort, its filter text and its page. In-memory tables apply it to all their
// rows here; server-driven tables send it to the server and show the page that comes back.
export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  readonly key: string;
  readonly direction: SortDirection;
}

export interface TableState {
  readonly sort: TableSort | null;
  readonly filter: string;
  /** 0-based. */
  readonly page: number;
  readonly pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 20;

export function initialTableState(sort: TableSort | null = null, pageSize = DEFAULT_PAGE_SIZE): TableState {
  return { sort, filter: '', page: 0, pageSize };
}

/** A click on a column's header: ascending first, then descending, then back to ascending. */
export function nextSort(current: TableSort | null, key: string): TableSort {
  if (current?.key === key && current.direction === 'asc') return { key, direction: 'desc' };
  return { key, direction: 'asc' };
}

type SortValue = string | number | null | undefined;

function compareValues(a: SortValue, b: SortValue): number {
  // Empty values go last whichever way the column is sorted.
  if (a === null || a === undefined || a === '') return b === null || b === undefined || b === '' ? 0 : 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

export interface InMemoryColumn<Row> {
  readonly key: string;
  readonly sortValue?: (row: Row) => SortValue;
}

/** Filters (every word must appear in the row's text), sorts, and cuts out the page. */
export function applyTableState<Row>(
  rows: readonly Row[],
  state: TableState,
  columns: readonly InMemoryColumn<Row>[],
  filterText: ((row: Row) => string) | undefined,
): { pageRows: readonly Row[]; total: number } {
  const words = state.filter.toLowerCase().split(/\s+/).filter(Boolean);
  let result =
    words.length > 0 && filterText
      ? rows.filter((row) => {
          const text = filterText(row).toLowerCase();
          return words.every((word) => text.includes(word));
        })
      : [...rows];
  const column = state.sort ? columns.find((c) => c.key === state.sort?.key) : undefined;
  const sortValue = column?.sortValue;
  if (state.sort && sortValue) {
    const sign = state.sort.direction === 'asc' ? 1 : -1;
    const emptyLast = (value: SortValue) => value === null || value === undefined || value === '';
    result = result.sort((a, b) => {
      const va = sortValue(a);
      const vb = sortValue(b);
      if (emptyLast(va) || emptyLast(vb)) return compareValues(va, vb);
      return sign * compareValues(va, vb);
    });
  }
  const start = state.page * state.pageSize;
  return { pageRows: result.slice(start, start + state.pageSize), total: result.length };
}
