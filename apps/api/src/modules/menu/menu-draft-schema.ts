// The draft menu as the back office edits it: every group, product and option with their versions,
// and what publishing it will change.
import { draftEntityKey } from '@brewline/domain/menu/menu-draft';
import { menuDraftChanges } from '@brewline/domain/menu/menu-draft-changes';
import { menuDraftProblems } from '@brewline/domain/menu/menu-draft-rules';
import type { Builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../context.ts';
import { readMenuDraft, type MenuDraftRecord } from './menu-draft-repository.ts';
import { draftGroupOf, draftProductOf, versionOf } from './menu-draft-service.ts';
import type { addMenuDraftReviewTypes } from './menu-draft-review-schema.ts';
import type { addMenuDraftOptionTypes } from './menu-draft-options-schema.ts';
import type { addMenuDraftGroupType } from './menu-draft-group-schema.ts';
import type { addMenuDraftProductType } from './menu-draft-product-schema.ts';

export interface DraftView {
  draft: MenuDraftRecord;
  live: MenuDraftRecord['tables'];
}

export async function draftView(ctx: GraphQLContext): Promise<DraftView> {
  return { draft: await readMenuDraft(ctx.db), live: ctx.menu.current().tables };
}

type DraftPartRefs = ReturnType<typeof addMenuDraftReviewTypes> &
  ReturnType<typeof addMenuDraftOptionTypes> & {
    DraftGroupRef: ReturnType<typeof addMenuDraftGroupType>;
    DraftProductRef: ReturnType<typeof addMenuDraftProductType>;
  };

export function addMenuDraftType(builder: Builder, refs: DraftPartRefs) {
  const {
    DraftGroupRef,
    DraftProductRef,
    MenuSizeRef,
    MenuModifierGroupRef,
    MenuModifierScaleRef,
    MenuRegionRef,
    MenuChangeRef,
    MenuProblemRef,
  } = refs;
  const MenuDraftRef = builder.objectRef<DraftView>('MenuDraft').implement({
    description: 'The next menu as the back office edits it, and what publishing it will change.',
    fields: (t) => ({
      version: t.int({
        description: 'Bumped by every edit; publishMenu names the version the person reviewed.',
        resolve: (v) => v.draft.version,
      }),
      updatedAt: t.string({ nullable: true, resolve: (v) => v.draft.updatedAt?.toISOString() ?? null }),
      updatedBy: t.string({ nullable: true, resolve: (v) => v.draft.updatedBy }),
      topLevelOrderVersion: t.int({
        description: 'The version reorderMenuGroups must name for the top-level groups (parentId 0).',
        resolve: (v) => versionOf(v.draft, draftEntityKey('groupOrder', 0)),
      }),
      groups: t.field({
        type: [DraftGroupRef],
        description: 'Every group, hidden ones too, by parent then order.',
        resolve: (v) =>
          [...v.draft.tables.productGroups]
            .sort((a, b) => (a.priority ?? Infinity) - (b.priority ?? Infinity) || a.id - b.id)
            .flatMap((g) => {
              const found = draftGroupOf(v.draft, g.id);
              return found ? [{ ...found, draft: v.draft }] : [];
            }),
      }),
      products: t.field({
        type: [DraftProductRef],
        resolve: (v) => v.draft.tables.products.flatMap((p) => draftProductOf(v.draft, p.id) ?? []),
      }),
      sizes: t.field({
        type: [MenuSizeRef],
        resolve: (v) =>
          [...v.draft.tables.sizes]
            .sort((a, b) => a.priority - b.priority)
            .map((size) => ({ size, draft: v.draft })),
      }),
      modifierGroups: t.field({
        type: [MenuModifierGroupRef],
        resolve: (v) =>
          [...v.draft.tables.modifierGroups]
            .sort((a, b) => a.priority - b.priority)
            .map((group) => ({ group, draft: v.draft })),
      }),
      modifierScales: t.field({
        type: [MenuModifierScaleRef],
        resolve: (v) =>
          [...v.draft.tables.modifierScales]
            .sort((a, b) => a.priority - b.priority)
            .map((scale) => ({ scale, draft: v.draft })),
      }),
      regions: t.field({ type: [MenuRegionRef], resolve: (v) => v.live.regions }),
      changes: t.field({
        type: [MenuChangeRef],
        description: 'What publishing will change for customers.',
        resolve: (v) => menuDraftChanges(v.live, v.draft.tables),
      }),
      problems: t.field({
        type: [MenuProblemRef],
        description: 'What stops the draft from being published; empty when it can be.',
        resolve: (v) => menuDraftProblems(v.draft.tables),
      }),
    }),
  });
  return MenuDraftRef;
}
