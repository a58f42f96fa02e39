// Pending price changes: what a save or a discard leaves, and a bulk change's preview.
import type { Builder } from '../../graphql/builder.ts';
import { type BulkPreviewCell, type SavedDrafts } from './price-draft-service.ts';
import type { addPriceLevelEnum } from './price-level-schema.ts';

export const BULK_PREVIEW_PAGE = 200;

type PriceLevelRef = ReturnType<typeof addPriceLevelEnum>;

export function addPriceDraftTypes(builder: Builder, PriceLevelEnum: PriceLevelRef) {
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
  return { SavedPriceDrafts, DiscardedPriceDrafts, BulkPricePreview };
}
