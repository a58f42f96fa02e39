// One price of the grid: a typo is named under the cell and nothing is saved; Escape puts the shown
// price back; Enter saves once even with the blur that follows; the server's refusal is shown under
// the cell in its words; a new price from the server replaces what was typed.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CombinedError } from 'urql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceCellInput, type PriceCellData } from '../src/features/prices/price-cell-input.tsx';

const LATTE: PriceCellData = { cellKey: 'a', liveCents: 425, pendingCents: null, inheritedCents: null };
const LABEL = 'Caffè Latte Grande, Brewline Buckhead';

function renderCell(onSave = vi.fn(() => Promise.resolve({})), cell = LATTE) {
  const view = render(
    <PriceCellInput cell={cell} label={LABEL} row={0} column={0} isChain={false} onSave={onSave} />,
  );
  return {
    onSave,
    rerender: (next: PriceCellData) =>
      view.rerender(
        <PriceCellInput cell={next} label={LABEL} row={0} column={0} isChain={false} onSave={onSave} />,
      ),
  };
}
const input = () => screen.getByRole<HTMLInputElement>('textbox', { name: LABEL });
const typeAndPress = (value: string, key: string) => {
  fireEvent.change(input(), { target: { value } });
  fireEvent.keyDown(input(), { key });
};

afterEach(cleanup);

describe('PriceCellInput', () => {
  it('names a price it cannot read and saves nothing; Escape puts the shown price back', () => {
    const { onSave } = renderCell();
    typeAndPress('4.255', 'Enter');
    expect(screen.getByText('A price must be in whole cents (at most 2 decimals).')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input().value).toBe('4.25');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it('saves a typed price once, though Enter is followed by the blur', async () => {
    const { onSave } = renderCell();
    typeAndPress('4.50', 'Enter');
    fireEvent.blur(input());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith('4.50');
  });

  it('shows the server’s refusal under the cell, and a new price from the server replaces it', async () => {
    const refusal = new CombinedError({
      graphQLErrors: [
        {
          message: 'Brewline Buckhead does not sell Caffè Latte Grande.',
          extensions: { code: 'INVALID_INPUT' },
        },
      ],
    });
    const { rerender } = renderCell(vi.fn(() => Promise.resolve({ error: refusal })));
    typeAndPress('4.50', 'Enter');
    await screen.findByText('Brewline Buckhead does not sell Caffè Latte Grande.');
    expect(input().value).toBe('4.50');
    rerender({ ...LATTE, pendingCents: 475 });
    expect(input().value).toBe('4.75');
    expect(screen.queryByText('Brewline Buckhead does not sell Caffè Latte Grande.')).toBeNull();
  });
});
