// The back office's table as a person uses it: sort by a header (and again the other way), filter by
// words, turn pages; driven by the server, it hands the new state over instead of applying it.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from '../src/ui/data-table.tsx';
import { initialTableState, type TableState } from '../src/ui/table-state.ts';

afterEach(cleanup);

interface Store {
  id: number;
  name: string;
  city: string;
  orders: number | null;
}

const STORES: Store[] = [
  { id: 1, name: 'Back Bay', city: 'Boston', orders: 40 },
  { id: 2, name: 'Arizona Center', city: 'Phoenix', orders: 9 },
  { id: 3, name: 'Brickell', city: 'Miami', orders: null },
  { id: 4, name: 'Buckhead', city: 'Atlanta', orders: 120 },
  { id: 5, name: 'Chicago Loop', city: 'Chicago', orders: 15 },
];

const columns: DataTableColumn<Store>[] = [
  { key: 'name', header: 'Store', sortValue: (s) => s.name, cell: (s) => s.name },
  { key: 'city', header: 'City', cell: (s) => s.city },
  {
    key: 'orders',
    header: 'Orders',
    sortValue: (s) => s.orders,
    cell: (s) => s.orders ?? '—',
    align: 'right',
  },
];

const firstCells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable in memory', () => {
  it('sorts by a header, then the other way, empty values last either way', () => {
    render(
      <DataTable
        caption="Stores"
        columns={columns}
        rows={STORES}
        rowKey={(s) => s.id}
        filterText={(s) => s.name}
      />,
    );
    expect(firstCells()).toEqual(['Back Bay', 'Arizona Center', 'Brickell', 'Buckhead', 'Chicago Loop']);
    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(firstCells()).toEqual(['Arizona Center', 'Chicago Loop', 'Back Bay', 'Buckhead', 'Brickell']);
    expect(screen.getByRole('columnheader', { name: 'Orders' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Orders' }));
    expect(firstCells()).toEqual(['Buckhead', 'Back Bay', 'Chicago Loop', 'Arizona Center', 'Brickell']);
    expect(screen.getByRole('columnheader', { name: 'Orders' }).getAttribute('aria-sort')).toBe('descending');
    // A column without a sort value has no button.
    expect(screen.queryByRole('button', { name: 'City' })).toBeNull();
  });

  it('filters by every word typed, and says when nothing matches', () => {
    render(
      <DataTable
        caption="Stores"
        columns={columns}
        rows={STORES}
        rowKey={(s) => s.id}
        filterText={(s) => `${s.name} ${s.city}`}
        filterLabel="Find a store"
      />,
    );
    const filter = screen.getByRole('searchbox', { name: 'Find a store' });
    fireEvent.change(filter, { target: { value: 'b' } });
    expect(firstCells()).toEqual(['Back Bay', 'Brickell', 'Buckhead']);
    fireEvent.change(filter, { target: { value: 'BOSTON back' } });
    expect(firstCells()).toEqual(['Back Bay']);
    fireEvent.change(filter, { target: { value: 'Seattle' } });
    expect(screen.getByRole('table').textContent).toContain('Nothing matches “Seattle”.');
  });

  it('shows a page at a time, and goes back to the first page on a new filter', () => {
    render(
      <DataTable
        caption="Stores"
        columns={columns}
        rows={STORES}
        rowKey={(s) => s.id}
        filterText={(s) => s.name}
        initialSort={{ key: 'name', direction: 'asc' }}
        pageSize={2}
      />,
    );
    const pages = screen.getByRole('navigation', { name: 'Stores: pages' });
    expect(firstCells()).toEqual(['Arizona Center', 'Back Bay']);
    expect(pages.textContent).toContain('1–2 of 5');
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(firstCells()).toEqual(['Chicago Loop']);
    expect(pages.textContent).toContain('Page 3 of 3');
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    // Back Bay, Brickell and Buckhead hold "ck": the first page of them.
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ck' } });
    expect(firstCells()).toEqual(['Back Bay', 'Brickell']);
    expect(pages.textContent).toContain('Page 1 of 2');
  });
});

describe('DataTable driven by the server', () => {
  it('shows the rows it is given and hands over each change of sort, filter and page', () => {
    const onStateChange = vi.fn<(state: TableState) => void>();
    const state = initialTableState(null, 2);
    render(
      <DataTable
        caption="Stores"
        columns={columns}
        rowKey={(s) => s.id}
        server={{ rows: STORES.slice(3), total: 5, state, onStateChange }}
      />,
    );
    // Shown as given: the server sorted and cut the page.
    expect(firstCells()).toEqual(['Buckhead', 'Chicago Loop']);
    expect(screen.getByRole('navigation', { name: 'Stores: pages' }).textContent).toContain('1–2 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Store' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, sort: { key: 'name', direction: 'asc' } });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'loop' } });
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, filter: 'loop' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onStateChange).toHaveBeenLastCalledWith({ ...state, page: 1 });
  });
});
