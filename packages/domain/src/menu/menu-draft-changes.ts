// What publishing the draft will change, record by record: the list the back office shows before the
// Publish button, and what the publication keeps in its history.
import { productDraftsOf, type MenuProductDraft } from './menu-draft.ts';
import { modifierGroupDraftOf, modifierScaleDraftOf, sizeDraftOf } from './menu-draft-options.ts';
import type { MenuTables, ProductGroupRow } from './menu-tables.ts';

export const MENU_CHANGE_KINDS = ['ADDED', 'CHANGED', 'REMOVED'] as const;
export type MenuChangeKind = (typeof MENU_CHANGE_KINDS)[number];
export type MenuEntityType = 'group' | 'size' | 'modifierGroup' | 'modifierScale' | 'product';

export interface MenuChange {
  kind: MenuChangeKind;
  entityType: MenuEntityType;
  entityId: number;
  name: string;
  /** For a change: what changed, in words ("sizes", "description"...). */
  details: string[];
}

const PRODUCT_FIELD_LABELS: Record<keyof MenuProductDraft, string> = {
  id: 'id',
  name: 'name',
  ticketName: 'ticket name',
  description: 'description',
  icon: 'icon',
  image: 'picture',
  autoModify: 'size rules',
  ingredients: 'ingredients',
  nutrition: 'nutrition',
  allergens: 'allergens',
  groupIds: 'groups',
  sizes: 'sizes',
  versions: 'versions',
  modifierGroups: 'modifier groups',
  modifierScales: 'modifier scales',
  visibility: 'visibility',
};

const GROUP_FIELD_LABELS: Record<keyof ProductGroupRow, string> = {
  id: 'id',
  parentId: 'place in the tree',
  name: 'name',
  isVisible: 'shown or hidden',
  priority: 'order',
  image: 'picture',
  isSeasonal: 'seasonal',
  bannerTitle: 'banner title',
  bannerSubtitle: 'banner subtitle',
  bannerPicture: 'banner picture',
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Compares sets of records with no regard to their order in the lists. */
const sortedBy = <T>(rows: readonly T[]): string[] => rows.map((row) => JSON.stringify(row)).sort();

function productDetails(before: MenuProductDraft, after: MenuProductDraft): string[] {
  const fields = Object.keys(PRODUCT_FIELD_LABELS) as (keyof MenuProductDraft)[];
  const unordered = new Set<keyof MenuProductDraft>([
    'groupIds',
    'modifierGroups',
    'modifierScales',
    'visibility',
  ]);
  return fields
    .filter((field) =>
      unordered.has(field)
        ? !same(sortedBy(before[field] as unknown[]), sortedBy(after[field] as unknown[]))
        : !same(before[field], after[field]),
    )
    .map((field) => PRODUCT_FIELD_LABELS[field]);
}

/** What a size, modifier group or scale is made of, field by field, in words; how to read one. */
interface OptionKind {
  entityType: 'size' | 'modifierGroup' | 'modifierScale';
  rows: (tables: MenuTables) => readonly { id: number; name: string }[];
  fields: (tables: MenuTables, id: number) => Record<string, unknown> | null;
}

const OPTION_KINDS: readonly OptionKind[] = [
  {
    entityType: 'size',
    rows: (tables) => tables.sizes,
    fields: (tables, id) => {
      const size = sizeDraftOf(tables, id);
      return size && { name: size.name, ounces: size.ounces };
    },
  },
  {
    entityType: 'modifierGroup',
    rows: (tables) => tables.modifierGroups,
    fields: (tables, id) => {
      const group = modifierGroupDraftOf(tables, id);
      return group && { name: group.name, 'one or several': group.multiSelect, modifiers: group.modifiers };
    },
  },
  {
    entityType: 'modifierScale',
    rows: (tables) => tables.modifierScales,
    fields: (tables, id) => {
      const scale = modifierScaleDraftOf(tables, id);
      return scale && { name: scale.name, steps: scale.steps };
    },
  },
];

function optionChanges(live: MenuTables, draft: MenuTables, kind: OptionKind): MenuChange[] {
  const changes: MenuChange[] = [];
  const liveIds = new Set(kind.rows(live).map((row) => row.id));
  const draftIds = new Set(kind.rows(draft).map((row) => row.id));
  const change = (changeKind: MenuChangeKind, row: { id: number; name: string }, details: string[]) =>
    changes.push({
      kind: changeKind,
      entityType: kind.entityType,
      entityId: row.id,
      name: row.name,
      details,
    });
  for (const row of kind.rows(draft)) {
    if (!liveIds.has(row.id)) {
      change('ADDED', row, []);
      continue;
    }
    const before = kind.fields(live, row.id) ?? {};
    const after = kind.fields(draft, row.id) ?? {};
    const details = Object.keys(after).filter((field) => !same(before[field], after[field]));
    if (details.length > 0) change('CHANGED', row, details);
  }
  for (const row of kind.rows(live)) if (!draftIds.has(row.id)) change('REMOVED', row, []);
  return changes;
}

/**
 * Every group, size, modifier group, scale and product the draft adds, changes or removes, in that
 * order, each in id order.
 */
export function menuDraftChanges(live: MenuTables, draft: MenuTables): MenuChange[] {
  const changes: MenuChange[] = [];
  const liveGroups = new Map(live.productGroups.map((g) => [g.id, g]));
  const draftGroups = new Map(draft.productGroups.map((g) => [g.id, g]));
  for (const group of draft.productGroups) {
    const before = liveGroups.get(group.id);
    if (!before) {
      changes.push({ kind: 'ADDED', entityType: 'group', entityId: group.id, name: group.name, details: [] });
      continue;
    }
    const details = (Object.keys(GROUP_FIELD_LABELS) as (keyof ProductGroupRow)[])
      .filter((field) => before[field] !== group[field])
      .map((field) => GROUP_FIELD_LABELS[field]);
    if (details.length > 0)
      changes.push({ kind: 'CHANGED', entityType: 'group', entityId: group.id, name: group.name, details });
  }
  for (const group of live.productGroups)
    if (!draftGroups.has(group.id))
      changes.push({
        kind: 'REMOVED',
        entityType: 'group',
        entityId: group.id,
        name: group.name,
        details: [],
      });

  for (const kind of OPTION_KINDS) changes.push(...optionChanges(live, draft, kind));

  const liveProducts = new Map(live.products.map((p) => [p.id, p]));
  const draftProductIds = new Set(draft.products.map((p) => p.id));
  const liveDrafts = productDraftsOf(live);
  const draftDrafts = productDraftsOf(draft);
  for (const product of draft.products) {
    if (!liveProducts.has(product.id)) {
      changes.push({
        kind: 'ADDED',
        entityType: 'product',
        entityId: product.id,
        name: product.name,
        details: [],
      });
      continue;
    }
    const before = liveDrafts.get(product.id);
    const after = draftDrafts.get(product.id);
    if (!before || !after) continue;
    const details = productDetails(before, after);
    const livePriority = liveProducts.get(product.id)?.priority ?? null;
    if (livePriority !== product.priority) details.push('order');
    if (details.length > 0)
      changes.push({
        kind: 'CHANGED',
        entityType: 'product',
        entityId: product.id,
        name: product.name,
        details,
      });
  }
  for (const product of live.products)
    if (!draftProductIds.has(product.id))
      changes.push({
        kind: 'REMOVED',
        entityType: 'product',
        entityId: product.id,
        name: product.name,
        details: [],
      });
  return changes;
}
