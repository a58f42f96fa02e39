// How the back office reviews a draft menu: what publishing will change (MenuChange), what stops
// it from being published (MenuProblem), and what a publication did (MenuPublication).
import { MENU_CHANGE_KINDS, type MenuChange } from '@brewline/domain/menu/menu-draft-changes';
import { type MenuProblem } from '@brewline/domain/menu/menu-draft-rules';
import type { Builder } from '../../graphql/builder.ts';
import { type MenuPublication } from './publish-menu.ts';

export function addMenuDraftReviewTypes(builder: Builder) {
  const MenuProblemRef = builder.objectRef<MenuProblem>('MenuProblem').implement({
    fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }),
  });
  const MenuChangeKind = builder.enumType('MenuChangeKind', { values: MENU_CHANGE_KINDS });
  const MenuChangeRef = builder.objectRef<MenuChange>('MenuChange').implement({
    description: 'A group or product the draft adds, changes or removes.',
    fields: (t) => ({
      kind: t.field({ type: MenuChangeKind, resolve: (c) => c.kind }),
      entityType: t.exposeString('entityType', {
        description: 'group, size, modifierGroup, modifierScale or product.',
      }),
      entityId: t.exposeInt('entityId'),
      name: t.exposeString('name'),
      details: t.exposeStringList('details', { description: 'What changed, in words.' }),
    }),
  });
  const MenuPublicationRef = builder.objectRef<MenuPublication>('MenuPublication').implement({
    fields: (t) => ({
      version: t.exposeInt('version'),
      changes: t.field({ type: [MenuChangeRef], resolve: (p) => p.changes }),
      pricesWritten: t.exposeInt('pricesWritten'),
    }),
  });
  return { MenuProblemRef, MenuChangeRef, MenuPublicationRef };
}
