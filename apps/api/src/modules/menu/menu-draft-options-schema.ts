// What the draft menu's products choose from (sizes, modifiers, modifier groups and scales, each with
// the version its save must name) and the regions a product's visibility names.
import { draftEntityKey } from '@brewline/domain/menu/menu-draft';
import type {
  ModifierGroupRow,
  ModifierRow,
  ModifierScaleRow,
  RegionRow,
  SizeRow,
} from '@brewline/domain/menu/menu-tables';
import type { Builder } from '../../graphql/builder.ts';
import { type MenuDraftRecord } from './menu-draft-repository.ts';
import { versionOf } from './menu-draft-service.ts';
export function addMenuDraftOptionTypes(builder: Builder) {
  const MenuSizeRef = builder.objectRef<{ size: SizeRow; draft: MenuDraftRecord }>('MenuSize').implement({
    fields: (t) => ({
      id: t.int({ resolve: (s) => s.size.id }),
      name: t.string({ resolve: (s) => s.size.name }),
      ounces: t.int({ nullable: true, resolve: (s) => s.size.ounces }),
      priority: t.int({ resolve: (s) => s.size.priority }),
      version: t.int({
        description: 'The version saveMenuSize must name.',
        resolve: (s) => versionOf(s.draft, draftEntityKey('size', s.size.id)),
      }),
    }),
  });
  const MenuModifierRef = builder.objectRef<ModifierRow>('MenuModifier').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      priority: t.exposeInt('priority'),
      isVariableQuantity: t.exposeBoolean('isVariableQuantity'),
      maxQuantity: t.exposeInt('maxQuantity'),
    }),
  });
  const modifiersOf = (draft: MenuDraftRecord, pick: (m: ModifierRow) => boolean) =>
    draft.tables.modifiers.filter(pick).sort((a, b) => a.priority - b.priority);
  const MenuModifierGroupRef = builder
    .objectRef<{ group: ModifierGroupRow; draft: MenuDraftRecord }>('MenuModifierGroup')
    .implement({
      fields: (t) => ({
        id: t.int({ resolve: (g) => g.group.id }),
        name: t.string({ resolve: (g) => g.group.name }),
        multiSelect: t.boolean({ resolve: (g) => g.group.multiSelect }),
        version: t.int({
          description: 'The version saveMenuModifierGroup must name.',
          resolve: (g) => versionOf(g.draft, draftEntityKey('modifierGroup', g.group.id)),
        }),
        modifiers: t.field({
          type: [MenuModifierRef],
          resolve: (g) => modifiersOf(g.draft, (m) => m.modifierGroupId === g.group.id),
        }),
      }),
    });
  const MenuModifierScaleRef = builder
    .objectRef<{ scale: ModifierScaleRow; draft: MenuDraftRecord }>('MenuModifierScale')
    .implement({
      fields: (t) => ({
        id: t.int({ resolve: (s) => s.scale.id }),
        name: t.string({ resolve: (s) => s.scale.name }),
        version: t.int({
          description: 'The version saveMenuModifierScale must name.',
          resolve: (s) => versionOf(s.draft, draftEntityKey('modifierScale', s.scale.id)),
        }),
        steps: t.field({
          type: [MenuModifierRef],
          resolve: (s) => modifiersOf(s.draft, (m) => m.modifierScaleId === s.scale.id),
        }),
      }),
    });
  const MenuRegionRef = builder.objectRef<RegionRow>('MenuRegion').implement({
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
  });
  return { MenuSizeRef, MenuModifierGroupRef, MenuModifierScaleRef, MenuRegionRef };
}
