// The product editor's form: every version price it cannot read is named at once and nothing is
// sent; the server's problems are shown beside their fields with its sentence; a save refused
// because someone else saved first shows their version, and either takes it or saves over it.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductEditor } from '../src/features/menu/product-editor.tsx';
import { formOf } from '../src/features/menu/product-form.ts';
import { failure, stubGraphQL } from '../../../e2e/support/graphql-fetch.ts';
import { DRAFT, SAVED } from './support/menu-draft.ts';
import { WithClient } from './support/with-client.tsx';

const renderEditor = () =>
  render(
    <WithClient>
      <ProductEditor draft={DRAFT} initial={formOf(SAVED)} initialVersion={SAVED.version} />
    </WithClient>,
  );
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save to draft' }));
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProductEditor', () => {
  it('names every version price it cannot read, and sends nothing', async () => {
    const calls = stubGraphQL({});
    renderEditor();
    fireEvent.change(screen.getByLabelText('Version 1 extra price in dollars'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a version' }));
    fireEvent.change(screen.getByLabelText('Version 2 extra price in dollars'), {
      target: { value: '1.234' },
    });
    save();
    const versions = screen.getByRole('group', { name: 'Versions' });
    expect(versions.textContent).toContain('Enter the extra price of version 1 in dollars, like 0.50.');
    expect(versions.textContent).toContain('Enter the extra price of version 2 in dollars, like 0.50.');
    await tick();
    expect(calls.map((call) => call.operationName)).not.toContain('SaveMenuProduct');
    fireEvent.change(screen.getByLabelText('Version 1 extra price in dollars'), {
      target: { value: '0.50' },
    });
    expect(versions.textContent).not.toContain('version 1 in dollars');
  });

  it('shows each of the server’s problems beside its field, and keeps what was typed', async () => {
    stubGraphQL({
      SaveMenuProduct: () =>
        failure('INVALID_INPUT', 'The product cannot be saved as it is.', {
          problems: [
            { field: 'name', message: 'The name is required.' },
            { field: 'sizes', message: 'A product needs at least one size to be sold.' },
          ],
        }),
    });
    renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.click(screen.getByLabelText('Sold in Grande'));
    save();
    await waitFor(() => expect(screen.getByText('The name is required.')).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain('The product cannot be saved as it is.');
    expect(screen.getByRole('group', { name: 'Sizes' }).textContent).toContain(
      'A product needs at least one size to be sold.',
    );
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(' ');
  });

  it('sends the product with its prices in cents and says it is saved', async () => {
    const calls = stubGraphQL({
      SaveMenuProduct: () => ({ saveMenuProduct: { ...SAVED, version: 3, name: 'Maple Latte' } }),
    });
    renderEditor();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maple Latte' } });
    fireEvent.change(screen.getByLabelText('Version 1 extra price in dollars'), {
      target: { value: '$0.75' },
    });
    save();
    await screen.findByText(
      'Maple Latte is saved in the draft. Customers see it once the menu is published.',
    );
    const sent = calls.find((call) => call.operationName === 'SaveMenuProduct')?.variables;
    expect(sent?.['expectedVersion']).toBe(2);
    expect(sent?.['product']).toMatchObject({
      name: 'Maple Latte',
      versions: [{ id: 70, priceDeltaCents: 75 }],
    });
    expect(JSON.stringify(sent)).not.toContain('versionPrices');
  });

  describe('when someone else saved first', () => {
    const theirs = { ...SAVED, version: 5, name: 'Maple Oat Latte (winter)' };
    const conflictThenSaved = (calls: { n: number }) => () => {
      calls.n += 1;
      return calls.n === 1
        ? failure('EDIT_CONFLICT', 'Someone else saved this product while you were editing it.', {
            current: { version: 5, product: theirs },
          })
        : { saveMenuProduct: { ...SAVED, version: 6, name: 'Maple Latte' } };
    };

    it('lays their version beside mine and saves mine over theirs', async () => {
      const calls = stubGraphQL({ SaveMenuProduct: conflictThenSaved({ n: 0 }) });
      renderEditor();
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maple Latte' } });
      save();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('Someone else saved this product');
      const name = within(alert).getByRole('row', { name: /Name \(differs\)/ });
      expect(name.textContent).toContain('Maple Oat Latte (winter)');
      expect(name.textContent).toContain('Maple Latte');
      fireEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
      await screen.findByText(/Maple Latte is saved in the draft/);
      const versions = calls
        .filter((call) => call.operationName === 'SaveMenuProduct')
        .map((call) => call.variables['expectedVersion']);
      expect(versions).toEqual([2, 5]);
      expect(screen.queryByText(/Someone else saved/)).toBeNull();
    });

    it('takes their version into the form', async () => {
      stubGraphQL({ SaveMenuProduct: conflictThenSaved({ n: 0 }) });
      renderEditor();
      fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Maple Latte' } });
      save();
      fireEvent.click(await screen.findByRole('button', { name: 'Use their version' }));
      expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Maple Oat Latte (winter)');
      expect(screen.queryByRole('alert')).toBeNull();
    });
  });
});
