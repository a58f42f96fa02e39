// The bulk price change: a change the domain cannot read and no place to change are named at once
// and nothing is asked; the preview lists old and new prices and a price that cannot take the change
// keeps Save away; the server's refusal is shown in its words; saving reports how many were saved.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkChangeDialog } from '../src/features/prices/bulk-change-dialog.tsx';
import { failure, stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';
import { WithClient } from './support/with-client.tsx';

const STORES = [
  { storeId: 101, name: 'Brewline Midtown Manhattan' },
  { storeId: 204, name: 'Brewline Buckhead' },
];
const cell = (cellKey: string, oldCents: number, newCents: number, problem: string | null = null) => ({
  cellKey,
  scopeLabel: 'Brewline Midtown Manhattan',
  itemName: 'Caffè Latte',
  variantName: 'Grande',
  oldCents,
  newCents,
  problem,
});

function renderDialog(onSaved = vi.fn()) {
  render(
    <WithClient>
      <BulkChangeDialog
        filter={{ groupId: null, search: 'Caffè Latte', includeModifiers: false }}
        productsText="products named “Caffè Latte”"
        stores={STORES}
        regions={[{ id: 1, name: 'Northeast' }]}
        onClose={vi.fn()}
        onSaved={onSaved}
      />
    </WithClient>,
  );
  return onSaved;
}
const dialog = () => screen.getByRole('dialog', { name: 'Change many prices' });
const preview = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Preview' }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('BulkChangeDialog', () => {
  it('names an unreadable change and no place to change at once, and asks nothing', async () => {
    const calls = stubGraphQL({});
    renderDialog();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Percent' }), {
      target: { value: '10.125' },
    });
    preview();
    expect(within(dialog()).getByText('Please enter a percent with at most 2 decimals.')).toBeTruthy();
    expect(within(dialog()).getByText('Choose at least one store, region or the chain price.')).toBeTruthy();
    await tick();
    expect(calls).toEqual([]);
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Amount' }));
    fireEvent.change(within(dialog()).getByLabelText('Amount in dollars'), { target: { value: '0' } });
    expect(within(dialog()).getByText('A change of $0.00 changes nothing.')).toBeTruthy();
  });

  it('previews old and new prices, and keeps Save away while a price cannot take the change', async () => {
    stubGraphQL({
      BulkPricePreview: () => ({
        bulkPricePreview: {
          total: 2,
          problemCount: 1,
          cells: [cell('a', 425, 325), cell('b', 95, -5, 'A price cannot be below zero.')],
        },
      }),
    });
    renderDialog();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Amount' }));
    fireEvent.change(within(dialog()).getByLabelText('Amount in dollars'), { target: { value: '-1.00' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Brewline Midtown Manhattan' }));
    preview();
    await within(dialog()).findByText(
      '1 of 2 prices cannot take this change. Nothing can be saved until it is changed.',
    );
    expect(within(dialog()).getByText('A price cannot be below zero.')).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: /^Save/ })).toBeNull();
  });

  it('shows the server’s refusal in its words', async () => {
    stubGraphQL({ BulkPricePreview: () => failure('INVALID_INPUT', 'There is no store 999.') });
    renderDialog();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Percent' }), { target: { value: '10' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /The chain’s list price/ }));
    preview();
    await waitFor(() =>
      expect(within(dialog()).getByRole('alert').textContent).toBe('There is no store 999.'),
    );
  });

  it('saves the previewed change for the chosen places and says how many', async () => {
    const calls = stubGraphQL({
      BulkPricePreview: () => ({
        bulkPricePreview: { total: 1, problemCount: 0, cells: [cell('a', 425, 468)] },
      }),
      SaveBulkPriceChange: () => ({ saveBulkPriceChange: { saved: 1, pendingCount: 1 } }),
    });
    const onSaved = renderDialog();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Percent' }), { target: { value: '10' } });
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Brewline Buckhead' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Northeast region price' }));
    preview();
    fireEvent.click(await within(dialog()).findByRole('button', { name: 'Save 1 pending change' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(1));
    expect(calls.find((call) => call.operationName === 'SaveBulkPriceChange')?.variables['input']).toEqual({
      mode: 'PERCENT',
      value: '10',
      includeChain: false,
      regionIds: [1],
      storeIds: [204],
      search: 'Caffè Latte',
      includeSizes: true,
      includeModifiers: false,
    });
  });
});
