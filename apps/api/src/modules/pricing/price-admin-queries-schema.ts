// The back office's price reads: the grid and a bulk change's preview. Each needs prices.edit.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { requireStaff } from '../staff/staff-access.ts';
import { previewBulk } from './price-draft-service.ts';
import { readPriceGrid } from './price-grid.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { bulkOf } from './price-admin-inputs-schema.ts';
import type { addPriceAdminInputs } from './price-admin-inputs-schema.ts';
import type { addPriceGridType } from './price-grid-schema.ts';
import { BULK_PREVIEW_PAGE, type addPriceDraftTypes } from './price-drafts-schema.ts';

/** The menu whose items the grid lists and a price may name: by default the published one. */
export type MenuToPrice = (ctx: GraphQLContext) => Promise<MenuTables>;

interface QueryRefs {
  PriceGridRef: ReturnType<typeof addPriceGridType>;
  BulkPricePreview: ReturnType<typeof addPriceDraftTypes>['BulkPricePreview'];
  inputs: ReturnType<typeof addPriceAdminInputs>;
}

export function addPriceAdminQueries(builder: Builder, menuToPrice: MenuToPrice, refs: QueryRefs): void {
  const { PriceGridRef, BulkPricePreview } = refs;
  const { PriceGridFilterInput, BulkPriceChangeInput } = refs.inputs;
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
}
