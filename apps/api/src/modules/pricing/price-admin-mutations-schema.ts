// The back office's price edits: setting cells, saving a bulk change, discarding. Each needs
// prices.edit; the changes wait for the menu's publish (menu.publish) to apply them.
import type { Builder } from '../../graphql/builder.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import {
  discardPriceChanges,
  saveBulk,
  setPriceCells,
  type DraftOutcome,
  type SavedDrafts,
} from './price-draft-service.ts';
import { Refusal } from '@brewline/domain/messages/refusal';
import { bulkOf } from './price-admin-inputs-schema.ts';
import type { addPriceAdminInputs } from './price-admin-inputs-schema.ts';
import type { addPriceDraftTypes } from './price-drafts-schema.ts';
import type { MenuToPrice } from './price-admin-queries-schema.ts';

function savedOrThrow(outcome: DraftOutcome): SavedDrafts {
  if (!outcome.ok)
    throw new Refusal('INVALID_INPUT', outcome.message, outcome.problems ? { cells: outcome.problems } : {});
  return outcome.value;
}

export function addPriceAdminMutations(
  builder: Builder,
  drafts: ReturnType<typeof addPriceDraftTypes>,
  inputs: ReturnType<typeof addPriceAdminInputs>,
  menuToPrice: MenuToPrice,
): void {
  const { SavedPriceDrafts, DiscardedPriceDrafts } = drafts;
  const { PriceCellInputRef, BulkPriceChangeInput } = inputs;
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
