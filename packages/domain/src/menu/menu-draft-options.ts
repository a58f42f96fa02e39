// The back office's edits to what products choose from (decision 009): sizes, modifier groups with
// their modifiers, and modifier scales with their steps. Pure functions from one set of menu tables to
// the next, like menu-draft.ts; the rules a save must pass are in menu-draft-option-rules.ts.
import type { MenuTables, ModifierRow, SizeRow } from './menu-tables.ts';

export interface MenuSizeDraft {
  /** Null for a new size: it gets the next free id and goes after the others. */
  id: number | null;
  name: string;
  /** Fluid ounces of the cup; null for a size that is not a cup (a pastry, a bag of beans). */
  ounces: number | null;
}

/** A modifier as a group lists it; a modifier keeps its id (prices and orders name it). */
export interface MenuModifierDraft {
  id: number | null;
  name: string;
  /** The customer picks a count (1, 2, 3 pumps) instead of ticking it. */
  isVariableQuantity: boolean;
  /** The highest count; 1 for a modifier that is only ticked. */
  maxQuantity: number;
}

export interface MenuModifierGroupDraft {
  id: number | null;
  name: string;
  /** The customer may pick several of its modifiers (syrups), not just one (milk). */
  multiSelect: boolean;
  /** In the order customers see them. */
  modifiers: MenuModifierDraft[];
}

export interface MenuModifierScaleDraft {
  id: number | null;
  name: string;
  /** The steps from one end to the other (No Ice … Extra Ice), each a single choice. */
  steps: { id: number | null; name: string }[];
}

/** The tables with a size, group or scale saved, and the id it has in them (new or kept). */
export interface SavedOption {
  tables: MenuTables;
  id: number;
}

const nextId = (rows: readonly { id: number }[]): number =>
  rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;

const lastPriority = (rows: readonly { priority: number }[]): number =>
  rows.reduce((highest, row) => Math.max(highest, row.priority), 0);

const byId = <R extends { id: number }>(rows: R[]): R[] => [...rows].sort((a, b) => a.id - b.id);

const inOrder = (modifiers: readonly ModifierRow[]): ModifierRow[] =>
  [...modifiers].sort((a, b) => a.priority - b.priority || a.id - b.id);

export function sizeDraftOf(tables: MenuTables, sizeId: number): MenuSizeDraft | null {
  const size = tables.sizes.find((s) => s.id === sizeId);
  return size ? { id: size.id, name: size.name, ounces: size.ounces } : null;
}

export function modifierGroupDraftOf(tables: MenuTables, groupId: number): MenuModifierGroupDraft | null {
  const group = tables.modifierGroups.find((g) => g.id === groupId);
  if (!group) return null;
  return {
    id: group.id,
    name: group.name,
    multiSelect: group.multiSelect,
    modifiers: inOrder(tables.modifiers.filter((m) => m.modifierGroupId === groupId)).map(
      ({ id, name, isVariableQuantity, maxQuantity }) => ({ id, name, isVariableQuantity, maxQuantity }),
    ),
  };
}

export function modifierScaleDraftOf(tables: MenuTables, scaleId: number): MenuModifierScaleDraft | null {
  const scale = tables.modifierScales.find((s) => s.id === scaleId);
  if (!scale) return null;
  return {
    id: scale.id,
    name: scale.name,
    steps: inOrder(tables.modifiers.filter((m) => m.modifierScaleId === scaleId)).map(({ id, name }) => ({
      id,
      name,
    })),
  };
}

/** The tables with the size saved; a new size goes after every other. */
export function withSize(tables: MenuTables, draft: MenuSizeDraft): SavedOption {
  const sizeId = draft.id ?? nextId(tables.sizes);
  const existing = tables.sizes.find((s) => s.id === sizeId);
  const size: SizeRow = {
    id: sizeId,
    name: draft.name.trim(),
    ounces: draft.ounces,
    priority: existing?.priority ?? lastPriority(tables.sizes) + 1,
  };
  return {
    id: sizeId,
    tables: { ...tables, sizes: byId([...tables.sizes.filter((s) => s.id !== sizeId), size]) },
  };
}

/**
 * The modifiers of one owner (a group or a scale) replaced by `rows` in their new order: a kept one
 * keeps its id, a new one takes the next free id of the modifiers table (groups and scales share it).
 */
function withOwnedModifiers(
  modifiers: readonly ModifierRow[],
  owns: (m: ModifierRow) => boolean,
  rows: readonly (Omit<ModifierRow, 'id' | 'priority'> & { id: number | null })[],
): ModifierRow[] {
  let freeId = nextId(modifiers);
  const kept = modifiers.filter((m) => !owns(m));
  const saved = rows.map((row, index) => ({ ...row, id: row.id ?? freeId++, priority: index + 1 }));
  return byId([...kept, ...saved]);
}

export function withModifierGroup(tables: MenuTables, draft: MenuModifierGroupDraft): SavedOption {
  const modifierGroupId = draft.id ?? nextId(tables.modifierGroups);
  const existing = tables.modifierGroups.find((g) => g.id === modifierGroupId);
  const group = {
    id: modifierGroupId,
    name: draft.name.trim(),
    priority: existing?.priority ?? lastPriority(tables.modifierGroups) + 1,
    multiSelect: draft.multiSelect,
  };
  return {
    id: modifierGroupId,
    tables: {
      ...tables,
      modifierGroups: byId([...tables.modifierGroups.filter((g) => g.id !== modifierGroupId), group]),
      modifiers: withOwnedModifiers(
        tables.modifiers,
        (m) => m.modifierGroupId === modifierGroupId,
        draft.modifiers.map((m) => ({
          id: m.id,
          modifierGroupId,
          modifierScaleId: null,
          name: m.name.trim(),
          isVariableQuantity: m.isVariableQuantity,
          maxQuantity: m.isVariableQuantity ? m.maxQuantity : 1,
        })),
      ),
    },
  };
}

export function withModifierScale(tables: MenuTables, draft: MenuModifierScaleDraft): SavedOption {
  const modifierScaleId = draft.id ?? nextId(tables.modifierScales);
  const existing = tables.modifierScales.find((s) => s.id === modifierScaleId);
  const scale = {
    id: modifierScaleId,
    name: draft.name.trim(),
    priority: existing?.priority ?? lastPriority(tables.modifierScales) + 1,
  };
  return {
    id: modifierScaleId,
    tables: {
      ...tables,
      modifierScales: byId([...tables.modifierScales.filter((s) => s.id !== modifierScaleId), scale]),
      modifiers: withOwnedModifiers(
        tables.modifiers,
        (m) => m.modifierScaleId === modifierScaleId,
        draft.steps.map((step) => ({
          id: step.id,
          modifierGroupId: null,
          modifierScaleId,
          name: step.name.trim(),
          isVariableQuantity: false,
          maxQuantity: 1,
        })),
      ),
    },
  };
}

/**
 * The tables without the size. The caller has checked that no product offers it (optionRemovalProblems):
 * its store prices go when the removal is published (retired-menu-items.ts).
 */
export function withoutSize(tables: MenuTables, sizeId: number): MenuTables {
  return { ...tables, sizes: tables.sizes.filter((s) => s.id !== sizeId) };
}

/** The tables without the modifier group and its modifiers (no product offers it: checked by the caller). */
export function withoutModifierGroup(tables: MenuTables, groupId: number): MenuTables {
  return {
    ...tables,
    modifierGroups: tables.modifierGroups.filter((g) => g.id !== groupId),
    modifiers: tables.modifiers.filter((m) => m.modifierGroupId !== groupId),
  };
}

/** The tables without the scale and its steps (no product offers it: checked by the caller). */
export function withoutModifierScale(tables: MenuTables, scaleId: number): MenuTables {
  return {
    ...tables,
    modifierScales: tables.modifierScales.filter((s) => s.id !== scaleId),
    modifiers: tables.modifiers.filter((m) => m.modifierScaleId !== scaleId),
  };
}
