// The price grid: paged rows of sizes and modifiers, columns for the chain, regions and stores,
// each cell with its live price and its pending change.
import type { Builder } from '../../graphql/builder.ts';
import { type PriceColumn, type PriceGrid, type PriceGridCell, type PriceGridRow } from './price-grid.ts';
import type { addPriceLevelEnum } from './price-level-schema.ts';

type PriceLevelRef = ReturnType<typeof addPriceLevelEnum>;

function addPriceRowType(builder: Builder) {
  const PriceRowKind = builder.enumType('PriceRowKind', { values: ['SIZE', 'MODIFIER'] as const });
  const PriceGridCellRef = builder.objectRef<PriceGridCell>('PriceGridCell').implement({
    fields: (t) => ({
      cellKey: t.exposeString('cellKey'),
      columnKey: t.exposeString('columnKey'),
      liveCents: t.exposeInt('liveCents', {
        nullable: true,
        description: 'The published price; null when none.',
      }),
      pendingCents: t.exposeInt('pendingCents', {
        nullable: true,
        description: 'The saved change waiting for publishing; null when none.',
      }),
      inheritedCents: t.exposeInt('inheritedCents', {
        nullable: true,
        description:
          "What the cell follows: a store its region's (or the chain's) price, a region the chain's.",
      }),
    }),
  });
  const PriceGridRowRef = builder.objectRef<PriceGridRow>('PriceGridRow').implement({
    fields: (t) => ({
      rowKey: t.exposeString('rowKey'),
      kind: t.field({ type: PriceRowKind, resolve: (r) => r.kind }),
      productId: t.exposeInt('productId', { nullable: true }),
      sizeId: t.exposeInt('sizeId', { nullable: true }),
      modifierId: t.exposeInt('modifierId', { nullable: true }),
      itemName: t.exposeString('itemName'),
      variantName: t.exposeString('variantName'),
      groupName: t.exposeString('groupName'),
      cells: t.field({ type: [PriceGridCellRef], resolve: (r) => r.cells }),
    }),
  });
  return PriceGridRowRef;
}

export function addPriceGridType(builder: Builder, PriceLevelEnum: PriceLevelRef) {
  const PriceGridRowRef = addPriceRowType(builder);
  const PriceColumnRef = builder.objectRef<PriceColumn>('PriceColumn').implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      level: t.field({ type: PriceLevelEnum, resolve: (c) => c.level }),
      scopeId: t.exposeInt('scopeId'),
      label: t.exposeString('label'),
      regionId: t.exposeInt('regionId', { nullable: true }),
    }),
  });
  const PriceGroupRef = builder.objectRef<PriceGrid['groups'][number]>('PriceGridGroup').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      parentId: t.exposeInt('parentId'),
      name: t.exposeString('name'),
    }),
  });
  const PriceRegionRef = builder
    .objectRef<PriceGrid['regions'][number]>('PriceGridRegion')
    .implement({ fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }) });
  const PriceGridRef = builder.objectRef<PriceGrid>('PriceGrid').implement({
    fields: (t) => ({
      groups: t.field({ type: [PriceGroupRef], resolve: (g) => g.groups }),
      regions: t.field({ type: [PriceRegionRef], resolve: (g) => g.regions }),
      columns: t.field({ type: [PriceColumnRef], resolve: (g) => g.columns }),
      rows: t.field({ type: [PriceGridRowRef], resolve: (g) => g.rows }),
      totalRows: t.exposeInt('totalRows'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
      pendingCount: t.exposeInt('pendingCount', { description: 'Pending changes over the whole chain.' }),
    }),
  });
  return PriceGridRef;
}
