// The back office's editors for what products choose from: sizes, modifier groups with their
// modifiers, modifier scales with their steps. Each save or removal goes to the draft, names the
// version it started from (EDIT_CONFLICT otherwise) and needs menu.edit; customers see it once the
// menu is published.
import type { ModifierGroupRow, ModifierScaleRow, SizeRow } from '@brewline/domain/menu/menu-tables';
import type { Builder } from '../../graphql/builder.ts';
import { auditActorOf, requireStaff } from '../staff/staff-access.ts';
import type { addMenuAdminSchema } from './menu-admin-schema.ts';
import { readMenuDraft, type MenuDraftRecord } from './menu-draft-repository.ts';
import { valueOf } from './menu-edit-answers.ts';
import type { GraphQLContext } from '../../context.ts';
import { draftModifierGroups, draftModifierScales, draftSizes } from './menu-option-draft-service.ts';
import type { addMenuOptionInputs } from './menu-option-inputs-schema.ts';

type MenuAdminRefs = ReturnType<typeof addMenuAdminSchema>;

/** The saved record as the draft now holds it, for the answer's types (which read the draft). */
async function savedRow<R extends { id: number }>(
  db: Parameters<typeof readMenuDraft>[0],
  id: number,
  rowsOf: (draft: MenuDraftRecord) => readonly R[],
): Promise<{ row: R; draft: MenuDraftRecord }> {
  const draft = await readMenuDraft(db);
  const row = rowsOf(draft).find((r) => r.id === id);
  if (!row) throw new Error(`The saved record ${id} is missing from the draft`);
  return { row, draft };
}

/** A removal as every kind answers it: true, or the refusal (a product offers it, or a conflict). */
async function removed(
  ctx: GraphQLContext,
  calls: typeof draftSizes | typeof draftModifierGroups | typeof draftModifierScales,
  id: number,
  expectedVersion: number,
): Promise<boolean> {
  const staff = await requireStaff(ctx, 'menu.edit');
  return valueOf(await calls.remove(ctx.db, auditActorOf(staff), id, expectedVersion, ctx.now()));
}

const REMOVAL_NOTE =
  'out of the draft; refused while a product offers it (the refusal names them). Publishing removes it for customers.';

type Inputs = ReturnType<typeof addMenuOptionInputs>;

export function addMenuSizeMutations(builder: Builder, refs: MenuAdminRefs, { SizeInput }: Inputs): void {
  builder.mutationFields((t) => ({
    saveMenuSize: t.field({
      type: refs.MenuSizeRef,
      description: 'Adds a size to the draft (id null) or changes it; expectedVersion for an existing one.',
      args: { size: t.arg({ type: SizeInput, required: true }), expectedVersion: t.arg.int() },
      resolve: async (_root, { size, expectedVersion }, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        const saved = valueOf(
          await draftSizes.save(
            ctx.db,
            auditActorOf(staff),
            { id: size.id ?? null, name: size.name, ounces: size.ounces ?? null },
            expectedVersion,
            ctx.now(),
          ),
        );
        const { row, draft } = await savedRow<SizeRow>(ctx.db, saved.option.id, (d) => d.tables.sizes);
        return { size: row, draft };
      },
    }),
    removeMenuSize: t.boolean({
      description: `Takes the size ${REMOVAL_NOTE}`,
      args: { sizeId: t.arg.int({ required: true }), expectedVersion: t.arg.int({ required: true }) },
      resolve: (_root, args, ctx) => removed(ctx, draftSizes, args.sizeId, args.expectedVersion),
    }),
  }));
}

export function addMenuModifierGroupMutations(
  builder: Builder,
  refs: MenuAdminRefs,
  { ModifierGroupInput }: Inputs,
): void {
  builder.mutationFields((t) => ({
    saveMenuModifierGroup: t.field({
      type: refs.MenuModifierGroupRef,
      description:
        'Adds a modifier group with its modifiers to the draft (id null) or changes it; a kept modifier ' +
        'keeps its id (and its prices). expectedVersion for an existing one.',
      args: { group: t.arg({ type: ModifierGroupInput, required: true }), expectedVersion: t.arg.int() },
      resolve: async (_root, { group, expectedVersion }, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        const saved = valueOf(
          await draftModifierGroups.save(
            ctx.db,
            auditActorOf(staff),
            {
              id: group.id ?? null,
              name: group.name,
              multiSelect: group.multiSelect,
              modifiers: group.modifiers.map((m) => ({ ...m, id: m.id ?? null })),
            },
            expectedVersion,
            ctx.now(),
          ),
        );
        const { row, draft } = await savedRow<ModifierGroupRow>(
          ctx.db,
          saved.option.id,
          (d) => d.tables.modifierGroups,
        );
        return { group: row, draft };
      },
    }),
    removeMenuModifierGroup: t.boolean({
      description: `Takes the modifier group and its modifiers ${REMOVAL_NOTE}`,
      args: {
        modifierGroupId: t.arg.int({ required: true }),
        expectedVersion: t.arg.int({ required: true }),
      },
      resolve: (_root, args, ctx) =>
        removed(ctx, draftModifierGroups, args.modifierGroupId, args.expectedVersion),
    }),
  }));
}

export function addMenuModifierScaleMutations(
  builder: Builder,
  refs: MenuAdminRefs,
  { ModifierScaleInput }: Inputs,
): void {
  builder.mutationFields((t) => ({
    saveMenuModifierScale: t.field({
      type: refs.MenuModifierScaleRef,
      description:
        'Adds a modifier scale with its steps to the draft (id null) or changes it; expectedVersion for an existing one.',
      args: { scale: t.arg({ type: ModifierScaleInput, required: true }), expectedVersion: t.arg.int() },
      resolve: async (_root, { scale, expectedVersion }, ctx) => {
        const staff = await requireStaff(ctx, 'menu.edit');
        const saved = valueOf(
          await draftModifierScales.save(
            ctx.db,
            auditActorOf(staff),
            {
              id: scale.id ?? null,
              name: scale.name,
              steps: scale.steps.map((step) => ({ id: step.id ?? null, name: step.name })),
            },
            expectedVersion,
            ctx.now(),
          ),
        );
        const { row, draft } = await savedRow<ModifierScaleRow>(
          ctx.db,
          saved.option.id,
          (d) => d.tables.modifierScales,
        );
        return { scale: row, draft };
      },
    }),
    removeMenuModifierScale: t.boolean({
      description: `Takes the modifier scale and its steps ${REMOVAL_NOTE}`,
      args: {
        modifierScaleId: t.arg.int({ required: true }),
        expectedVersion: t.arg.int({ required: true }),
      },
      resolve: (_root, args, ctx) =>
        removed(ctx, draftModifierScales, args.modifierScaleId, args.expectedVersion),
    }),
  }));
}
