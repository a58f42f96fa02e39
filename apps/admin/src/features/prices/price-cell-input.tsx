// One editable price of the grid, used like a spreadsheet cell: type a price, then Tab (next column)
// or Enter (next row; Shift+Enter the row above) saves it as a pending change; Escape puts the shown
// price back. The domain's rule checks the text first, so a typo is named before any call.
import { formatCents, formatPrice } from '@brewline/domain/money/money';
import { parsePriceText } from '@brewline/domain/menu/price-changes';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { CombinedError } from 'urql';
import { useForm, type FieldProblem } from '../../lib/use-form.ts';
import { useSave } from '../../lib/use-save.ts';

export interface PriceCellData {
  readonly cellKey: string;
  readonly liveCents: number | null;
  readonly pendingCents: number | null;
  readonly inheritedCents: number | null;
}

export interface PriceCellInputProps {
  readonly cell: PriceCellData;
  readonly label: string;
  readonly row: number;
  readonly column: number;
  readonly isChain: boolean;
  /** Saves the typed text as a pending change; the answer says whether the server refused it. */
  readonly onSave: (text: string) => Promise<{ error?: CombinedError | undefined }>;
}

function shownText(cell: PriceCellData): string {
  const cents = cell.pendingCents ?? cell.liveCents;
  return cents === null ? '' : formatCents(cents);
}

/** Focuses the grid's cell at (row, column), if there is one. */
function focusCell(row: number, column: number): void {
  const target = document.querySelector<HTMLInputElement>(
    `input[data-price-row="${row}"][data-price-column="${column}"]`,
  );
  target?.focus();
}

/** The domain's reading of a typed price; the price already shown is no change, so no problem. */
function priceRules(shown: string) {
  return ({ text }: { text: string }): FieldProblem[] => {
    if (text.trim() === shown) return [];
    const parsed = parsePriceText(text);
    return parsed.ok ? [] : [{ field: 'price', message: parsed.message }];
  };
}

const noConflict = () => null;

export function PriceCellInput({ cell, label, row, column, isChain, onSave }: PriceCellInputProps) {
  const errorId = useId();
  const shown = shownText(cell);
  const form = useForm({ text: shown }, priceRules(shown));
  const save = useSave({ currentOf: noConflict });
  /** The text being saved: Enter saves and moves on, and the blur that follows must not save it twice. */
  const submitted = useRef<string | null>(null);
  const { text } = form.values;
  const error = form.problemFor('price') ?? save.error;

  const showSaved = () => {
    form.replace({ text: shown });
    save.clearMessages();
  };
  // A new answer from the server (saved, discarded, another page) replaces what is shown.
  useEffect(() => {
    showSaved();
    submitted.current = null;
    // Only when the shown price changes: the form's functions are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown]);

  const commit = async () => {
    if (text.trim() === shown) {
      form.replace({ text: shown });
      return;
    }
    if (!form.check() || submitted.current === text) return;
    submitted.current = text;
    const saved = await save.run(() => onSave(text), null);
    if (!saved) submitted.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void commit();
      focusCell(event.shiftKey ? row - 1 : row + 1, column);
    } else if (event.key === 'Escape') {
      showSaved();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusCell(event.key === 'ArrowDown' ? row + 1 : row - 1, column);
    }
  };

  const pending = cell.pendingCents !== null;
  const follows = !pending && !isChain && cell.liveCents !== null && cell.liveCents === cell.inheritedCents;
  const tone = error
    ? 'border-red-600 bg-red-50 text-red-900'
    : pending
      ? 'border-amber-400 bg-amber-50 font-semibold text-amber-950'
      : follows
        ? 'border-transparent bg-transparent text-stone-500'
        : 'border-transparent bg-transparent text-stone-900';

  return (
    <div className="ml-auto flex w-24 flex-col items-end">
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-busy={save.busy || undefined}
        data-price-row={row}
        data-price-column={column}
        data-pending={pending || undefined}
        value={text}
        placeholder="—"
        onChange={(event) => form.set({ text: event.target.value })}
        onFocus={(event) => event.target.select()}
        onBlur={() => void commit()}
        onKeyDown={onKeyDown}
        className={`w-20 rounded-md border px-2 py-1.5 text-right text-sm tabular-nums placeholder:text-stone-300 hover:border-stone-300 focus:bg-white ${tone}`}
      />
      {pending && !error && (
        <p className="mt-0.5 text-xs whitespace-nowrap text-amber-800">
          {cell.liveCents === null ? 'new' : `was ${formatPrice(cell.liveCents)}`}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-0.5 w-40 text-right text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
