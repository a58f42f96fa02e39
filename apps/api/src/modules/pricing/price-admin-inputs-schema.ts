// What the back office sends: the grid's filter, the cells it sets, a bulk change (and how the
// bulk change reads as what it touches).
import { parseBulkAmount, parseBulkPercent } from '@brewline/domain/menu/price-changes';
import type { Builder } from '../../graphql/builder.ts';
import { type BulkTarget } from './price-draft-service.ts';
import { type PriceGridFilter } from './price-grid.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import type { addPriceLevelEnum } from './price-level-schema.ts';

export type BulkArgs = {
  mode: 'PERCENT' | 'AMOUNT';
  value: string;
  includeChain?: boolean | null;
  regionIds?: number[] | null;
  storeIds?: number[] | null;
  productIds?: number[] | null;
  groupId?: number | null;
  search?: string | null;
  includeSizes?: boolean | null;
  includeModifiers?: boolean | null;
};

export const bulkOf = (input: BulkArgs) => {
  const change = input.mode === 'PERCENT' ? parseBulkPercent(input.value) : parseBulkAmount(input.value);
  if (!change.ok) throw new Refusal('INVALID_INPUT', change.message);
  const filter: PriceGridFilter = {
    groupId: input.groupId ?? null,
    search: input.search ?? null,
    includeSizes: input.includeSizes ?? true,
    includeModifiers: input.includeModifiers ?? false,
  };
  const target: BulkTarget = {
    includeChain: input.includeChain ?? false,
    regionIds: input.regionIds ?? [],
    storeIds: input.storeIds ?? [],
    productIds: input.productIds ?? null,
    filter,
  };
  return { change: change.value, target };
};

type PriceLevelRef = ReturnType<typeof addPriceLevelEnum>;

export function addPriceAdminInputs(builder: Builder, PriceLevelEnum: PriceLevelRef) {
  const BulkPriceMode = builder.enumType('BulkPriceMode', {
    description:
      'PERCENT: the value is a percent (10, -5.5). AMOUNT: dollars added to every price (0.25, -0.10).',
    values: ['PERCENT', 'AMOUNT'] as const,
  });
  const PriceGridFilterInput = builder.inputType('PriceGridFilterInput', {
    fields: (t) => ({
      groupId: t.int({ description: 'A product group and every group below it.' }),
      search: t.string({ description: "Part of a product's or modifier's name." }),
      storeIds: t.intList(),
      regionIds: t.intList(),
      includeSizes: t.boolean({ description: 'Rows for products’ sizes (default true).' }),
      includeModifiers: t.boolean({ description: 'Rows for modifiers (default false).' }),
    }),
  });
  const PriceCellInputRef = builder.inputType('PriceCellInput', {
    fields: (t) => ({
      level: t.field({ type: PriceLevelEnum, required: true }),
      scopeId: t.int({ required: true, description: '0 for DEFAULT, else the region or store id.' }),
      productId: t.int(),
      sizeId: t.int(),
      modifierId: t.int(),
      price: t.string({ required: true, description: "As typed: '4.25' or '$4.25'." }),
    }),
  });
  const BulkPriceChangeInput = builder.inputType('BulkPriceChangeInput', {
    fields: (t) => ({
      mode: t.field({ type: BulkPriceMode, required: true }),
      value: t.string({ required: true, description: "As typed: '10' (percent) or '0.25' (amount)." }),
      includeChain: t.boolean({ description: "The chain's list prices too." }),
      regionIds: t.intList(),
      storeIds: t.intList(),
      productIds: t.intList({ description: 'These products only (all their sizes).' }),
      groupId: t.int(),
      search: t.string(),
      includeSizes: t.boolean(),
      includeModifiers: t.boolean(),
    }),
  });
  return { PriceGridFilterInput, PriceCellInputRef, BulkPriceChangeInput };
}
