// The bulk change's form: by percent or amount, and where (the chain's list price, regions, stores).
// Its rules are the domain's reading of the typed change (parseBulkPercent, parseBulkAmount) and the
// server's "somewhere to change", so a preview is asked for only when both hold, and both problems
// are named at once otherwise.
import { parseBulkAmount, parseBulkPercent } from '@brewline/domain/menu/price-changes';
import type { VariablesOf } from '../../lib/graphql.ts';
import type { FieldProblem } from '../../lib/use-form.ts';
import type { BulkPricePreviewQuery } from './bulk-price-preview-query.ts';

export interface BulkValues {
  readonly mode: 'PERCENT' | 'AMOUNT';
  readonly value: string;
  readonly includeChain: boolean;
  readonly regionIds: readonly number[];
  readonly storeIds: readonly number[];
}

/** What the grid shows: the products the change applies to. */
export interface BulkFilter {
  readonly groupId: number | null;
  readonly search: string;
  readonly includeModifiers: boolean;
}

export type BulkInput = VariablesOf<typeof BulkPricePreviewQuery>['input'];

export const NO_BULK_CHANGE: BulkValues = {
  mode: 'PERCENT',
  value: '',
  includeChain: false,
  regionIds: [],
  storeIds: [],
};

export function bulkRules(values: BulkValues): FieldProblem[] {
  const parsed = values.mode === 'PERCENT' ? parseBulkPercent(values.value) : parseBulkAmount(values.value);
  const somewhere = values.includeChain || values.regionIds.length > 0 || values.storeIds.length > 0;
  return [
    ...(parsed.ok ? [] : [{ field: 'value', message: parsed.message }]),
    ...(somewhere
      ? []
      : [{ field: 'where', message: 'Choose at least one store, region or the chain price.' }]),
  ];
}

export function bulkInput(values: BulkValues, filter: BulkFilter): BulkInput {
  return {
    mode: values.mode,
    value: values.value,
    includeChain: values.includeChain,
    regionIds: [...values.regionIds],
    storeIds: [...values.storeIds],
    ...(filter.groupId !== null ? { groupId: filter.groupId } : {}),
    ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
    includeSizes: true,
    includeModifiers: filter.includeModifiers,
  };
}

/** The list with the id added or taken out. */
export const toggled = (list: readonly number[], id: number, on: boolean): number[] =>
  on ? [...list, id] : list.filter((x) => x !== id);
