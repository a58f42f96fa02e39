// The back office's prices over GraphQL: the price grid (paged rows of sizes and modifiers, columns
// for the chain, regions and stores, each cell with its live price and its pending change), setting
// cells, a bulk change's preview and saving it, and discarding. Everything needs prices.edit; the
// changes are drafts until the menu's publish (menu.publish) applies them (price-drafts.ts).
import { parseBulkAmount, parseBulkPercent } from '@brewline/domain/price-changes';
import type { MenuTables } from '@brewline/domain/menu-tables';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import {
  discardPriceChanges,
  previewBulk,
  saveBulk,
  setPriceCells,
  type BulkPreviewCell,
  type BulkTarget,
  type DraftOutcome,
  type SavedDrafts,
} from './price-draft-service.ts';
import {
  readPriceGrid,
  type PriceColumn,
  type PriceGrid,
  type PriceGridCell,
  type PriceGridFilter,
  type PriceGridRow,
} from './price-grid.ts';
import { Refusal } from '@brewline/domain/refusal';

const BULK_PREVIEW_PAGE = 200;

/** The menu whose items the grid lists and a price may name: by default the published one. */
export type MenuToPrice = (ctx: GraphQLContext) => Promise<MenuTables>;

const publishedMenu: MenuToPrice = (ctx) => Promise.resolve(ctx.menu.current().tables);

function savedOrThrow(outcome: DraftOutcome): SavedDrafts {
  if (!outcome.ok)
    throw new Refusal('INVALID_INPUT', outcome.message, outcome.problems ? { cells: outcome.problems } : {});
  return outcome.value;
}

/**
 * `menuToPrice`: with the menu's drafts (decision 009), build-schema.ts passes the draft menu, so a
 * product drafted but not yet published can be priced before the publication that adds it
 * (publishing writes the menu's additions before it applies the prices, and drops a price for an
 * item the published menu does not have). Passed in rather than imported: the menu module's
 * publishing calls this module, so this module cannot call the menu's.
 */
export function addPriceAdminSchema(builder: Builder, menuToPrice: MenuToPrice = publishedMenu): void {
  const PriceLevelEnum = builder.enumType('PriceLevel', {
    description: "DEFAULT: the chain's list price. REGION: a region's own price. STORE: a store's price.",
    values: {
      DEFAULT: { value: 'default' },
      REGION: { value: 'region' },
      STORE: { value: 'store' },
    } as const,
  });
  const PriceRowKind = builder.enumType('PriceRowKind', { values: ['SIZE', 'MODIFIER'] as const });
  const BulkPriceMode = builder.enumType('BulkPriceMode', {
    description:
      'PERCENT: the value is a percent (10, -5.5). AMOUNT: dollars added to every price (0.25, -0.10).',
    values: ['PERCENT', 'AMOUNT'] as const,
  });

  const PriceColumnRef = builder.objectRef<PriceColumn>('PriceColumn').implement({
    fields: (t) => ({
      key: t.exposeString('key'),
      level: t.field({ type: PriceLevelEnum, resolve: (c) => c.level }),
      scopeId: t.exposeInt('scopeId'),
      label: t.exposeString('label'),
      regionId: t.exposeInt('regionId', { nullable: true }),
    }),
  });
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

  const SavedPriceDrafts = builder.objectRef<SavedDrafts>('SavedPriceDrafts').implement({
    fields: (t) => ({
      saved: t.exposeInt('saved'),
      pendingCount: t.exposeInt('pendingCount'),
    }),
  });
  const DiscardedPriceDrafts = builder
    .objectRef<{ discarded: number; pendingCount: number }>('DiscardedPriceDrafts')
    .implement({
      fields: (t) => ({ discarded: t.exposeInt('discarded'), pendingCount: t.exposeInt('pendingCount') }),
    });
  const BulkPreviewCellRef = builder.objectRef<BulkPreviewCell>('BulkPricePreviewCell').implement({
    fields: (t) => ({
      cellKey: t.exposeString('cellKey'),
      level: t.field({ type: PriceLevelEnum, resolve: (c) => c.level }),
      scopeId: t.exposeInt('scopeId'),
      scopeLabel: t.exposeString('scopeLabel'),
      itemName: t.exposeString('itemName'),
      variantName: t.exposeString('variantName'),
      oldCents: t.exposeInt('oldCents'),
      newCents: t.exposeInt('newCents'),
      problem: t.exposeString('problem', { nullable: true }),
    }),
  });
  const BulkPricePreview = builder
    .objectRef<{ cells: BulkPreviewCell[]; total: number; problemCount: number }>('BulkPricePreview')
    .implement({
      fields: (t) => ({
        cells: t.field({
          type: [BulkPreviewCellRef],
          description: `The first ${BULK_PREVIEW_PAGE} changed prices of the page asked for, problems first.`,
          resolve: (p) => p.cells,
        }),
        total: t.exposeInt('total', { description: 'Prices the change would save.' }),
        problemCount: t.exposeInt('problemCount', { description: 'Prices that cannot take the change.' }),
      }),
    });

  type BulkArgs = {
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
  const bulkOf = (input: BulkArgs) => {
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

  builder.queryFields((t) => ({
    priceGrid: t.field({
      type: PriceGridRef,
      description: 'Prices of the published menu with their pending changes, a page of rows at a time.',
      args: {
        filter: t.arg({ type: PriceGridFilterInput }),
        page: t.arg.int({ description: 'From 0.' }),
        pageSize: t.arg.int({ description: 'Rows per page, at most 200 (default 50).' }),
      },
      resolve: async (_root, args, ctx) => {
        await requireStaff(ctx, 'prices.edit');
        const filter = args.filter ?? {};
        return readPriceGrid(
          ctx.db,
          await menuToPrice(ctx),
          {
            groupId: filter.groupId ?? null,
            search: filter.search ?? null,
            storeIds: filter.storeIds ?? null,
            regionIds: filter.regionIds ?? null,
            includeSizes: filter.includeSizes ?? true,
            includeModifiers: filter.includeModifiers ?? false,
          },
          args.page ?? 0,
          args.pageSize ?? 50,
        );
      },
    }),
    bulkPricePreview: t.field({
      type: BulkPricePreview,
      description: 'What a bulk change would make of every chosen price (old → new); saves nothing.',
      args: {
        input: t.arg({ type: BulkPriceChangeInput, required: true }),
        page: t.arg.int({ description: `From 0; ${BULK_PREVIEW_PAGE} prices a page.` }),
      },
      resolve: async (_root, args, ctx) => {
        await requireStaff(ctx, 'prices.edit');
        const { change, target } = bulkOf(args.input);
        const preview = await previewBulk(ctx.db, await menuToPrice(ctx), target, change);
        if (!preview.ok) throw new Refusal('INVALID_INPUT', preview.message);
        const ordered = [...preview.value.cells].sort(
          (a, b) => Number(b.problem !== null) - Number(a.problem !== null),
        );
        const page = Math.max(0, args.page ?? 0);
        return {
          cells: ordered.slice(page * BULK_PREVIEW_PAGE, (page + 1) * BULK_PREVIEW_PAGE),
          total: ordered.length,
          problemCount: preview.value.problemCount,
        };
      },
    }),
  }));

  builder.mutationFields((t) => ({
    setPriceCells: t.field({
      type: SavedPriceDrafts,
      description:
        "Saves typed prices as pending changes (a price equal to the published one takes the cell's change back). All or nothing: a refusal lists every cell's problem in extensions.cells.",
      args: { cells: t.arg({ type: [PriceCellInputRef], required: true }) },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'prices.edit');
        const cells = args.cells.map((cell) => ({ ...cell, level: cell.level }));
        return savedOrThrow(
          await setPriceCells(ctx.db, auditActorOf(staff), await menuToPrice(ctx), cells, ctx.now()),
        );
      },
    }),
    saveBulkPriceChange: t.field({
      type: SavedPriceDrafts,
      description: 'Saves a bulk change as pending changes, or nothing when a price cannot take it.',
      args: { input: t.arg({ type: BulkPriceChangeInput, required: true }) },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'prices.edit');
        const { change, target } = bulkOf(args.input);
        return savedOrThrow(
          await saveBulk(ctx.db, auditActorOf(staff), await menuToPrice(ctx), target, change, ctx.now()),
        );
      },
    }),
    discardPriceChanges: t.field({
      type: DiscardedPriceDrafts,
      description: 'Takes back pending price changes: these cells, or every one when cellKeys is left out.',
      args: { cellKeys: t.arg.stringList() },
      resolve: async (_root, args, ctx) => {
        const staff = await requireStaff(ctx, 'prices.edit');
        return discardPriceChanges(ctx.db, auditActorOf(staff), args.cellKeys ?? null, ctx.now());
      },
    }),
  }));
}
