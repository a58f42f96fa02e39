// The prices page around its cells: a typed price is sent for its cell and column, and the grid is
// read again; discarding every pending change says how many went; a refusal is said in its words.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PricesPage from '../src/features/prices/prices-page.tsx';
import { failure, stubGraphQL, type Handler } from '../../../e2e/support/graphql-fetch.ts';
import { callsOf, startEachTestAfresh } from './support/api-calls.ts';
import { WithClient } from './support/with-client.tsx';

const GRID: Handler = () => ({
  priceGrid: {
    groups: [{ id: 11, parentId: 1, name: 'Lattes' }],
    regions: [{ id: 1, name: 'Northeast' }],
    columns: [{ key: 'd', level: 'DEFAULT', scopeId: 0, label: 'Chain', regionId: null }],
    rows: [
      {
        rowKey: 'p7s3',
        kind: 'SIZE',
        productId: 7,
        sizeId: 3,
        modifierId: null,
        itemName: 'Caffè Latte',
        variantName: 'Grande',
        groupName: 'Lattes',
        cells: [
          { cellKey: 'p7s3d', columnKey: 'd', liveCents: 425, pendingCents: 450, inheritedCents: null },
        ],
      },
    ],
    totalRows: 1,
    page: 0,
    pageSize: 40,
    pendingCount: 1,
  },
});

function renderPage() {
  render(
    <WithClient>
      <PricesPage />
    </WithClient>,
  );
}

startEachTestAfresh();

describe('PricesPage', () => {
  it('sends a typed price for its cell and reads the grid again', async () => {
    const calls = stubGraphQL({
      PriceGrid: GRID,
      SetPriceCells: () => ({ setPriceCells: { saved: 1, pendingCount: 1 } }),
    });
    renderPage();
    const cell = await screen.findByRole('textbox', { name: /^Caffè Latte Grande, chain list price/ });
    fireEvent.change(cell, { target: { value: '4.75' } });
    fireEvent.keyDown(cell, { key: 'Enter' });
    await waitFor(() => expect(callsOf(calls, 'PriceGrid').length).toBeGreaterThan(1));
    expect(callsOf(calls, 'SetPriceCells')[0]?.variables).toEqual({
      cells: [{ level: 'DEFAULT', scopeId: 0, productId: 7, sizeId: 3, price: '4.75' }],
    });
  });

  it('discards every pending change and says how many went', async () => {
    stubGraphQL({ PriceGrid: GRID, DiscardPriceChanges: () => ({ discardPriceChanges: { discarded: 1 } }) });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard all' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 pending changes discarded.'));
  });

  it('says a refused discard in the server’s words', async () => {
    stubGraphQL({
      PriceGrid: GRID,
      DiscardPriceChanges: () => failure('FORBIDDEN', 'Only a chain admin changes prices.'),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Discard all' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Only a chain admin changes prices.'),
    );
  });
});
