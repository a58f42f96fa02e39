// A group of the draft menu as the back office's group tree shows it.
import { draftEntityKey } from '@brewline/domain/menu/menu-draft';
import type { Builder } from '../../graphql/builder.ts';
import { type MenuDraftRecord } from './menu-draft-repository.ts';
import { versionOf, type DraftGroup } from './menu-draft-service.ts';
export function addMenuDraftGroupType(builder: Builder) {
  const DraftGroupRef = builder
    .objectRef<DraftGroup & { draft: MenuDraftRecord }>('MenuDraftGroup')
    .implement({
      description: 'A group of the draft menu, with the versions its saves and reorders must name.',
      fields: (t) => ({
        id: t.int({ resolve: (g) => g.group.id }),
        parentId: t.int({ resolve: (g) => g.group.parentId, description: '0 for a top-level group.' }),
        name: t.string({ resolve: (g) => g.group.name }),
        isVisible: t.boolean({ resolve: (g) => g.group.isVisible }),
        priority: t.int({ nullable: true, resolve: (g) => g.group.priority }),
        image: t.string({ resolve: (g) => g.group.image }),
        isSeasonal: t.boolean({
          description: "The seasonal group: /menu's banner links to it (at most one group).",
          resolve: (g) => g.group.isSeasonal,
        }),
        bannerTitle: t.string({
          description: "The banner's first line; shown while the group is seasonal.",
          resolve: (g) => g.group.bannerTitle,
        }),
        bannerSubtitle: t.string({
          description: "The banner's large line under the title; may be empty.",
          resolve: (g) => g.group.bannerSubtitle,
        }),
        bannerPicture: t.string({
          description: "The banner's picture: one the customer app carries (snowflake), or '' for none.",
          resolve: (g) => g.group.bannerPicture,
        }),
        version: t.exposeInt('version'),
        productIds: t.intList({
          description: 'Its products, in the order customers see them.',
          resolve: (g) => {
            const priority = new Map(g.draft.tables.products.map((p) => [p.id, p.priority]));
            const names = new Map(g.draft.tables.products.map((p) => [p.id, p.name]));
            return g.draft.tables.productGroupProducts
              .filter((l) => l.groupId === g.group.id)
              .map((l) => l.productId)
              .sort(
                (a, b) =>
                  (priority.get(a) ?? Infinity) - (priority.get(b) ?? Infinity) ||
                  (names.get(a) ?? '').localeCompare(names.get(b) ?? ''),
              );
          },
        }),
        childOrderVersion: t.int({
          description: 'The version reorderMenuGroups must name for its subgroups.',
          resolve: (g) => versionOf(g.draft, draftEntityKey('groupOrder', g.group.id)),
        }),
        productOrderVersion: t.int({
          description: 'The version reorderMenuProducts must name for its products.',
          resolve: (g) => versionOf(g.draft, draftEntityKey('productOrder', g.group.id)),
        }),
      }),
    });
  return DraftGroupRef;
}
