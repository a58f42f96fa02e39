// The drink being built on the product page: the customer's choices and the cart line they make. A
// fresh page starts from the product's defaults; the edit screen starts from the cart line.
import type { CartLine } from '@brewline/domain/orders/cart';
import {
  initialDrinkSelection,
  selectionFromLine,
  selectionToLine,
  type BuilderProduct,
  type DrinkSelection,
} from '@brewline/domain/menu/drink-builder';
import { useCallback, useMemo, useState } from 'react';
import { newId } from '../../../lib/uuid.ts';

export type SelectionStep = (product: BuilderProduct, selection: DrinkSelection) => DrinkSelection;

export interface DrinkBuilder {
  selection: DrinkSelection;
  /** The cart line the choices make, or null while no size is selected. */
  line: CartLine | null;
  apply: (step: SelectionStep) => void;
}

export function useDrinkBuilder(product: BuilderProduct, editLine: CartLine | null): DrinkBuilder {
  const [selection, setSelection] = useState(() =>
    editLine ? selectionFromLine(product, editLine) : initialDrinkSelection(product),
  );
  // One id for the whole visit, so each change re-prices the same line.
  const [lineId] = useState(() => editLine?.lineId ?? newId());
  const line = useMemo(() => selectionToLine(product, selection, lineId), [product, selection, lineId]);
  const apply = useCallback((step: SelectionStep) => setSelection((s) => step(product, s)), [product]);
  return { selection, line, apply };
}
