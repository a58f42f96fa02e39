// What makes a size, a modifier group or a modifier scale savable, in words a menu editor understands
// (the sizes, modifier groups and scales editors of the back office; decision 009).
import type { MenuProblem } from './menu-draft-rules.ts';
import type { MenuModifierGroupDraft, MenuModifierScaleDraft, MenuSizeDraft } from './menu-draft-options.ts';
import type { MenuTables, ModifierRow } from './menu-tables.ts';
import { refusalMessages } from '../messages/refusal-messages.ts';

/** Sizes, modifiers, groups and scales are short labels on a button or a chip. */
export const MAX_OPTION_NAME_LENGTH = 40;
export const MAX_CUP_OUNCES = 128;
/** The most of one counted modifier (pumps of syrup, shots) a customer may ask for. */
export const MAX_MODIFIER_QUANTITY = 12;

function nameProblems(label: string, name: string): MenuProblem[] {
  const text = name.trim();
  if (text === '') return [{ field: 'name', message: `${label} is required.` }];
  if (text.length > MAX_OPTION_NAME_LENGTH)
    return [{ field: 'name', message: `${label} is at most ${MAX_OPTION_NAME_LENGTH} characters.` }];
  return [];
}

const sameName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

function takenName(
  rows: readonly { id: number; name: string }[],
  draft: { id: number | null; name: string },
  what: string,
): MenuProblem[] {
  const other = rows.find((row) => row.id !== draft.id && sameName(row.name, draft.name));
  return other ? [{ field: 'name', message: `Another ${what} is already called ${other.name}.` }] : [];
}

/** Products named for a message: the first two by name, then how many more. */
function productList(tables: MenuTables, productIds: readonly number[]): string {
  const names = productIds.map((id) => tables.products.find((p) => p.id === id)?.name ?? `product ${id}`);
  if (names.length <= 2) return names.join(' and ');
  const more = names.length - 2;
  return `${names.slice(0, 2).join(', ')} and ${more} other ${more === 1 ? 'product' : 'products'}`;
}

/**
 * Problems with the modifiers an owner lists: each named once, each its own or new, and none that a
 * product chooses at first dropped from under it.
 */
function listedModifierProblems(
  tables: MenuTables,
  field: string,
  listed: readonly { id: number | null; name: string }[],
  owns: (m: ModifierRow) => boolean,
  defaultsOf: () => { productId: number; modifierId: number | null }[],
  word: 'modifier' | 'step',
): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const seen = new Set<string>();
  for (const item of listed) {
    const name = item.name.trim();
    if (name === '') problems.push({ field, message: `Every ${word} needs a name.` });
    else if (name.length > MAX_OPTION_NAME_LENGTH)
      problems.push({ field, message: `"${name}" is longer than ${MAX_OPTION_NAME_LENGTH} characters.` });
    if (name !== '' && seen.has(name.toLowerCase()))
      problems.push({ field, message: `The ${word} "${name}" is listed twice.` });
    seen.add(name.toLowerCase());
    if (item.id !== null) {
      const known = tables.modifiers.find((m) => m.id === item.id);
      if (!known || !owns(known))
        problems.push({ field, message: `The ${word} ${item.id} belongs to another group or scale.` });
    }
  }
  const keptIds = new Set(listed.map((item) => item.id));
  const productsByDropped = new Map<number, number[]>();
  for (const { productId, modifierId } of defaultsOf())
    if (modifierId !== null && !keptIds.has(modifierId))
      productsByDropped.set(modifierId, [...(productsByDropped.get(modifierId) ?? []), productId]);
  for (const [modifierId, productIds] of productsByDropped) {
    const dropped = tables.modifiers.find((m) => m.id === modifierId);
    problems.push({
      field,
      message: `${dropped?.name ?? `Modifier ${modifierId}`} is chosen at first for ${productList(tables, productIds)}: choose another default there before removing it.`,
    });
  }
  return problems;
}

export function sizeProblems(draft: MenuSizeDraft, tables: MenuTables): MenuProblem[] {
  const problems = [...nameProblems('The size name', draft.name), ...takenName(tables.sizes, draft, 'size')];
  if (
    draft.ounces !== null &&
    !(Number.isInteger(draft.ounces) && draft.ounces >= 1 && draft.ounces <= MAX_CUP_OUNCES)
  )
    problems.push({
      field: 'ounces',
      message: `The ounces are a whole number from 1 to ${MAX_CUP_OUNCES}, or empty for a size that is not a cup.`,
    });
  return problems;
}

export function modifierGroupProblems(draft: MenuModifierGroupDraft, tables: MenuTables): MenuProblem[] {
  const problems = [
    ...nameProblems('The group name', draft.name),
    ...takenName(tables.modifierGroups, draft, 'modifier group'),
  ];
  if (draft.modifiers.length === 0)
    problems.push({ field: 'modifiers', message: 'A modifier group needs at least one modifier.' });
  problems.push(
    ...listedModifierProblems(
      tables,
      'modifiers',
      draft.modifiers,
      (m) => draft.id !== null && m.modifierGroupId === draft.id,
      () =>
        tables.productModifierGroups
          .filter((link) => link.modifierGroupId === draft.id)
          .map((link) => ({ productId: link.productId, modifierId: link.defaultModifierId })),
      'modifier',
    ),
  );
  for (const modifier of draft.modifiers)
    if (
      modifier.isVariableQuantity &&
      !(
        Number.isInteger(modifier.maxQuantity) &&
        modifier.maxQuantity >= 2 &&
        modifier.maxQuantity <= MAX_MODIFIER_QUANTITY
      )
    )
      problems.push({
        field: 'modifiers',
        message: `The most of "${modifier.name.trim() || 'a modifier'}" a customer can ask for is a whole number from 2 to ${MAX_MODIFIER_QUANTITY}.`,
      });
  return problems;
}

export function modifierScaleProblems(draft: MenuModifierScaleDraft, tables: MenuTables): MenuProblem[] {
  const problems = [
    ...nameProblems('The scale name', draft.name),
    ...takenName(tables.modifierScales, draft, 'scale'),
  ];
  if (draft.steps.length < 2)
    problems.push({ field: 'steps', message: 'A scale needs at least two steps (No Ice, Light Ice…).' });
  problems.push(
    ...listedModifierProblems(
      tables,
      'steps',
      draft.steps,
      (m) => draft.id !== null && m.modifierScaleId === draft.id,
      () =>
        tables.productModifierScales
          .filter((link) => link.modifierScaleId === draft.id)
          .map((link) => ({ productId: link.productId, modifierId: link.defaultModifierId })),
      'step',
    ),
  );
  return problems;
}

export type MenuOptionKind = 'size' | 'modifierGroup' | 'modifierScale';

/** The products that offer the size, group or scale, and (a group's) those that start with one of its modifiers. */
function productsOffering(
  tables: MenuTables,
  kind: MenuOptionKind,
  id: number,
): { offering: number[]; chosenAtFirst: number[] } {
  if (kind === 'size')
    return {
      offering: tables.productSizes.filter((l) => l.sizeId === id).map((l) => l.productId),
      chosenAtFirst: [],
    };
  if (kind === 'modifierScale')
    return {
      offering: tables.productModifierScales.filter((l) => l.modifierScaleId === id).map((l) => l.productId),
      chosenAtFirst: [],
    };
  const links = tables.productModifierGroups.filter((l) => l.modifierGroupId === id);
  return {
    offering: links.map((l) => l.productId),
    chosenAtFirst: links.filter((l) => l.defaultModifierId !== null).map((l) => l.productId),
  };
}

/**
 * Why the size, modifier group or scale cannot leave the draft: a product still offers it (a product
 * must keep a size, and a group or scale it offers must exist). Removing it from under them silently
 * would change products nobody opened, so the editor names them and the person unticks it there first.
 */
export function optionRemovalProblems(
  tables: MenuTables,
  kind: MenuOptionKind,
  id: number,
  name: string,
): MenuProblem[] {
  const { offering, chosenAtFirst } = productsOffering(tables, kind, id);
  if (offering.length === 0) return [];
  return [
    {
      field: 'menu',
      message: refusalMessages.MENU_DRAFT_OPTION_OFFERED({
        name,
        products: productList(tables, offering),
        count: offering.length,
        ...(chosenAtFirst.length > 0 ? { chosenAtFirstFor: productList(tables, chosenAtFirst) } : {}),
      }),
    },
  ];
}
