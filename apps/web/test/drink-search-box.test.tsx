// The toolbar's drink search (docs/product/account.md#screens, #constants): at most 11 suggestions
// in 27 px rows from the products shown at the store, a WAI-ARIA combobox (arrows, Enter, Escape),
// and Enter without a suggestion opens /search/{text} with the text reduced to letters, digits and
// spaces.
import { encodeTable } from '@brewline/domain/menu/menu-table-columns';
import { MENU_TABLE_NAMES } from '@brewline/domain/menu/menu-tables';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Provider as GraphQLProvider } from 'urql';
import { DrinkSearchBox } from '../src/features/search/drink-search-box.tsx';
import { createGraphQLClient } from '../src/lib/graphql-client.ts';
import { SelectedStoreProvider } from '../src/lib/selected-store-context.tsx';

const tracked = vi.hoisted(() => [] as { name: string; props: unknown }[]);
vi.mock('../src/lib/analytics.ts', () => ({
  track: (name: string, props: unknown) => tracked.push({ name, props }),
}));

const LATTES = Array.from({ length: 14 }, (_, i) => ({
  id: 100 + i,
  name: `Latte No. ${String(i + 1).padStart(2, '0')}`,
}));
const product = (p: { id: number; name: string }) => ({ ...p, image: 'hot-beverage', priority: null });

/** Fourteen lattes and a mocha on the menu; a latte in a hidden group and one hidden online. */
const TABLES: Record<string, unknown[]> = {
  productGroups: [
    { id: 1, parentId: 0, name: 'Coffee', isVisible: true, priority: 1, image: 'x' },
    { id: 2, parentId: 0, name: 'Fall Preview', isVisible: false, priority: 2, image: 'x' },
  ],
  products: [
    ...LATTES,
    { id: 200, name: 'Mocha' },
    { id: 801, name: 'Pumpkin Spice Latte' },
    { id: 900, name: 'Secret Latte' },
  ].map(product),
  productGroupProducts: [
    ...LATTES.map((p) => ({ groupId: 1, productId: p.id })),
    { groupId: 1, productId: 200 },
    { groupId: 2, productId: 801 },
    { groupId: 1, productId: 900 },
  ],
  productVisibility: [
    { id: 1, productId: 900, storeId: null, regionId: null, isVisibleOnlineOrdering: false },
  ],
};

function serveMenu() {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url.endsWith('tableNames.json')) {
        return Promise.resolve(
          Response.json(
            MENU_TABLE_NAMES.map((tableName) => ({ tableName, fileName: `${tableName}.h.json` })),
          ),
        );
      }
      const table = /product-data\/(\w+)\.h\.json$/.exec(url)?.[1] ?? '';
      // The server writes each table by column (decision 010).
      return Promise.resolve(Response.json(encodeTable(TABLES[table] ?? [])));
    }),
  );
}

function renderBox() {
  return render(
    <GraphQLProvider value={createGraphQLClient()}>
      <SelectedStoreProvider>
        <DrinkSearchBox />
      </SelectedStoreProvider>
    </GraphQLProvider>,
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search drinks' });

async function typeLatte() {
  renderBox();
  fireEvent.focusIn(input());
  fireEvent.input(input(), { target: { value: 'latte' } });
  await waitFor(() => expect(input().getAttribute('aria-expanded')).toBe('true'));
  return within(screen.getByRole('listbox', { name: 'Drink suggestions' }));
}

beforeEach(() => {
  localStorage.clear();
  tracked.length = 0;
  window.history.replaceState(null, '', '/menu');
  serveMenu();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DrinkSearchBox', () => {
  it('suggests at most 11 products shown at the store, in 27 px rows, sorted by name', async () => {
    const list = await typeLatte();
    const options = list.getAllByRole('option');
    expect(options).toHaveLength(11);
    expect(options.map((o) => o.textContent)).toEqual(LATTES.slice(0, 11).map((p) => p.name));
    expect(options.every((o) => o.className.includes('h-[27px]'))).toBe(true);
    // Neither the hidden group's latte nor the one hidden online is offered.
    expect(list.queryByText('Pumpkin Spice Latte')).toBeNull();
    expect(list.queryByText('Secret Latte')).toBeNull();
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
  });

  it('moves through the suggestions with the arrow keys and opens the active one with Enter', async () => {
    const list = await typeLatte();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const second = list.getAllByRole('option')[1];
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(second?.id);
    // Up from the first wraps to the last.
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(list.getAllByRole('option')[10]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(window.location.pathname).toBe('/product/101');
    expect(tracked).toEqual([{ name: 'find_drink', props: { resultCount: 11 } }]);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the results page with the text reduced to letters, digits and spaces', async () => {
    await typeLatte();
    fireEvent.input(input(), { target: { value: '  Latte   No.<01>! ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(window.location.pathname).toBe('/search/Latte%20No01');
    expect(tracked).toEqual([{ name: 'find_drink', props: { resultCount: 1 } }]);
  });

  it('opens a suggestion on click', async () => {
    const list = await typeLatte();
    fireEvent.click(list.getByText('Latte No. 03'));
    expect(window.location.pathname).toBe('/product/102');
  });

  it('closes the list with Escape, then clears the text; punctuation alone goes nowhere', async () => {
    await typeLatte();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().getAttribute('aria-expanded')).toBe('false');
    expect((input() as HTMLInputElement).value).toBe('latte');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect((input() as HTMLInputElement).value).toBe('');
    fireEvent.input(input(), { target: { value: '?!' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(window.location.pathname).toBe('/menu');
    expect(tracked).toEqual([]);
  });
});
