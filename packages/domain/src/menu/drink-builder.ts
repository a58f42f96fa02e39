// The drink builder's choices (docs/product/ordering.md#menu-and-product-screens,
// docs/product/account.md#how-things-change): size, product version, modifier groups, modifier
// scales and the line quantity, with the rules that keep a selection one the server will price.
// Each step takes a selection and returns a new one.
import { MAX_LINE_QUANTITY } from '../orders/cart.ts';
import type { CartLine, CartModifier } from '../orders/cart.ts';
import { canDeselectVariableModifier, selectableSizes } from './menu.ts';
import type { MenuSize } from './menu.ts';

export interface BuilderModifier {
  readonly id: number;
  readonly isVariableQuantity: boolean;
  readonly maxQuantity: number;
}

export interface BuilderModifierGroup {
  readonly id: number;
  /** Syrups and toppings: any number of choices. Milk: one. */
  readonly multiSelect: boolean;
  /** Preselected; a single-choice group with a default always keeps one choice. */
  readonly defaultModifierId: number | null;
  readonly modifiers: readonly BuilderModifier[];
}

export interface BuilderModifierScale {
  readonly id: number;
  readonly defaultModifierId: number;
  /** In order along the scale (No Ice ... Extra Ice). */
  readonly modifiers: readonly { readonly id: number }[];
}

export interface BuilderSize extends MenuSize {
  readonly isDefault: boolean;
}

export interface BuilderProduct {
  readonly id: number;
  /** The product hides the 16oz and Kids sizes (menu.ts selectableSizes). */
  readonly autoModify: boolean;
  readonly sizes: readonly BuilderSize[];
  /** In priority order; the first is the default. */
  readonly productVersions: readonly { readonly id: number }[];
  readonly modifierGroups: readonly BuilderModifierGroup[];
  readonly modifierScales: readonly BuilderModifierScale[];
}

export interface DrinkSelection {
  readonly sizeId: number | null;
  readonly versionId: number | null;
  readonly quantity: number;
  /**
   * The chosen modifiers with their counts, in the order they were chosen. A variable-quantity
   * modifier stays chosen at count 0 until the customer deselects it.
   */
  readonly modifiers: readonly CartModifier[];
}

/** The sizes on offer and the one selected, shifted when the wanted size is hidden. */
export function sizeChoice<S extends BuilderSize>(
  product: BuilderProduct & { readonly sizes: readonly S[] },
  wantedSizeId?: number | null,
) {
  const fallback = product.sizes.find((s) => s.isDefault)?.id ?? product.sizes[0]?.id ?? null;
  return selectableSizes({
    productId: product.id,
    sizes: product.sizes,
    hideRestrictedSizes: product.autoModify,
    selectedSizeId: wantedSizeId ?? fallback,
  });
}

function groupOf(product: BuilderProduct, modifierId: number): BuilderModifierGroup | undefined {
  return product.modifierGroups.find((g) => g.modifiers.some((m) => m.id === modifierId));
}

function scaleOf(product: BuilderProduct, modifierId: number): BuilderModifierScale | undefined {
  return product.modifierScales.find((s) => s.modifiers.some((m) => m.id === modifierId));
}

function findModifier(product: BuilderProduct, modifierId: number): BuilderModifier | undefined {
  return groupOf(product, modifierId)?.modifiers.find((m) => m.id === modifierId);
}

/**
 * Where a modifier sits: one slot per single-choice group ('g1') and per scale ('s2'), one per
 * modifier in a multi-choice group ('m201'); null when the product does not offer it.
 */
function slotOf(product: BuilderProduct, modifierId: number): string | null {
  const group = groupOf(product, modifierId);
  if (group) return group.multiSelect ? `m${modifierId}` : `g${group.id}`;
  const scale = scaleOf(product, modifierId);
  return scale ? `s${scale.id}` : null;
}

const isIn = (ids: readonly { readonly id: number }[], id: number | null): id is number =>
  id !== null && ids.some((x) => x.id === id);

/** The most of one modifier a drink takes: its maxQuantity when counted, else 1. */
export function modifierLimit(modifier: BuilderModifier): number {
  return modifier.isVariableQuantity ? Math.max(1, modifier.maxQuantity) : 1;
}

/** The count of a modifier in the selection, or null when it is not chosen. */
export function modifierCount(selection: DrinkSelection, modifierId: number): number | null {
  return selection.modifiers.find((m) => m.modifierId === modifierId)?.quantity ?? null;
}

/** The product's defaults: default size (shifted if hidden), first version, preselected modifiers. */
export function initialDrinkSelection(product: BuilderProduct): DrinkSelection {
  const modifiers: CartModifier[] = [];
  for (const group of product.modifierGroups) {
    if (isIn(group.modifiers, group.defaultModifierId)) {
      modifiers.push({ modifierId: group.defaultModifierId, quantity: 1 });
    }
  }
  for (const scale of product.modifierScales) {
    const step = isIn(scale.modifiers, scale.defaultModifierId)
      ? scale.defaultModifierId
      : scale.modifiers[0]?.id;
    if (step !== undefined) modifiers.push({ modifierId: step, quantity: 1 });
  }
  return {
    sizeId: sizeChoice(product).selectedSizeId,
    versionId: product.productVersions[0]?.id ?? null,
    quantity: 1,
    modifiers,
  };
}

/**
 * A cart line opened for editing, as a selection: sizes shift as on a fresh page, choices the
 * product no longer offers are dropped, and every scale and required group keeps a choice.
 */
export function selectionFromLine(product: BuilderProduct, line: CartLine): DrinkSelection {
  const defaults = initialDrinkSelection(product);
  const modifiers: CartModifier[] = [];
  const taken = new Set<string>();
  for (const m of line.modifiers) {
    const slot = slotOf(product, m.modifierId);
    if (slot === null || taken.has(slot)) continue;
    const modifier = findModifier(product, m.modifierId);
    taken.add(slot);
    const quantity = modifier ? Math.min(Math.max(0, m.quantity), modifierLimit(modifier)) : 1;
    modifiers.push({ modifierId: m.modifierId, quantity });
  }
  // Fill what must always be chosen from the defaults: each scale and each single-choice group
  // with a default.
  for (const d of defaults.modifiers) {
    const slot = slotOf(product, d.modifierId);
    if (slot === null || slot.startsWith('m') || taken.has(slot)) continue;
    modifiers.push(d);
  }
  return {
    sizeId: sizeChoice(product, line.sizeId).selectedSizeId,
    versionId: isIn(product.productVersions, line.versionId) ? line.versionId : defaults.versionId,
    quantity: clampLineQuantity(line.quantity),
    modifiers,
  };
}

/** Picks a size; a size the product hides shifts to the next one shown. */
export function selectSize(
  product: BuilderProduct,
  selection: DrinkSelection,
  sizeId: number,
): DrinkSelection {
  return { ...selection, sizeId: sizeChoice(product, sizeId).selectedSizeId };
}

/** Picks a product version (Hot, Iced, Blended); an unknown id changes nothing. */
export function selectVersion(
  product: BuilderProduct,
  selection: DrinkSelection,
  versionId: number,
): DrinkSelection {
  return isIn(product.productVersions, versionId) ? { ...selection, versionId } : selection;
}

/**
 * A tap on a group's modifier. Single-choice groups (Milk): the tapped one replaces the group's
 * choice; tapping the chosen one again clears the group only when it has no default. Multi-choice
 * groups (Syrups): the tap toggles, starting a counted modifier at 1; a counted modifier is
 * deselected only once its count is back to zero.
 */
export function toggleGroupModifier(
  product: BuilderProduct,
  selection: DrinkSelection,
  modifierId: number,
): DrinkSelection {
  const group = groupOf(product, modifierId);
  const modifier = findModifier(product, modifierId);
  if (!group || !modifier) return selection;
  const count = modifierCount(selection, modifierId);
  const without = selection.modifiers.filter((m) => m.modifierId !== modifierId);
  if (count !== null) {
    if (!group.multiSelect && group.defaultModifierId !== null) return selection;
    if (modifier.isVariableQuantity && !canDeselectVariableModifier(count)) return selection;
    return { ...selection, modifiers: without };
  }
  const kept = group.multiSelect
    ? without
    : without.filter((m) => !group.modifiers.some((gm) => gm.id === m.modifierId));
  return { ...selection, modifiers: [...kept, { modifierId, quantity: 1 }] };
}

/** Whether a tap on the modifier changes anything (a counted modifier above zero is locked on). */
export function canToggleModifier(
  product: BuilderProduct,
  selection: DrinkSelection,
  modifierId: number,
): boolean {
  return toggleGroupModifier(product, selection, modifierId) !== selection;
}

/** Sets a chosen counted modifier's count, kept within 0 and its maxQuantity. */
export function setModifierQuantity(
  product: BuilderProduct,
  selection: DrinkSelection,
  modifierId: number,
  quantity: number,
): DrinkSelection {
  const modifier = findModifier(product, modifierId);
  if (!modifier?.isVariableQuantity || modifierCount(selection, modifierId) === null) return selection;
  const clamped = Math.min(Math.max(0, Math.trunc(quantity)), modifierLimit(modifier));
  return {
    ...selection,
    modifiers: selection.modifiers.map((m) =>
      m.modifierId === modifierId ? { modifierId, quantity: clamped } : m,
    ),
  };
}

/** The chosen step of a scale, or null when none is. */
export function scaleStep(scale: BuilderModifierScale, selection: DrinkSelection): number | null {
  return scale.modifiers.find((m) => modifierCount(selection, m.id) !== null)?.id ?? null;
}

/** Picks a step of a scale (the tabs), replacing the scale's current step. */
export function selectScaleStep(
  product: BuilderProduct,
  selection: DrinkSelection,
  modifierId: number,
): DrinkSelection {
  const scale = scaleOf(product, modifierId);
  if (!scale) return selection;
  const kept = selection.modifiers.filter((m) => !scale.modifiers.some((s) => s.id === m.modifierId));
  return { ...selection, modifiers: [...kept, { modifierId, quantity: 1 }] };
}

/** Moves a scale one step (the stepper: -1 less, +1 more), stopping at either end. */
export function stepScale(
  product: BuilderProduct,
  selection: DrinkSelection,
  scaleId: number,
  direction: -1 | 1,
): DrinkSelection {
  const scale = product.modifierScales.find((s) => s.id === scaleId);
  if (!scale) return selection;
  const current = scale.modifiers.findIndex((m) => m.id === scaleStep(scale, selection));
  const next = scale.modifiers[Math.min(Math.max(0, current + direction), scale.modifiers.length - 1)];
  return next ? selectScaleStep(product, selection, next.id) : selection;
}

/** Whole drinks from 1 to MAX_LINE_QUANTITY. */
export function clampLineQuantity(quantity: number): number {
  return Math.min(Math.max(1, Math.trunc(quantity) || 1), MAX_LINE_QUANTITY);
}

export function setLineQuantity(selection: DrinkSelection, quantity: number): DrinkSelection {
  return { ...selection, quantity: clampLineQuantity(quantity) };
}

/**
 * The modifiers a line carries: those chosen with a count above zero (a count of zero adds nothing
 * and the server refuses it), in the product's order: groups, then scales.
 */
export function lineModifiers(product: BuilderProduct, selection: DrinkSelection): CartModifier[] {
  const order = [
    ...product.modifierGroups.flatMap((g) => g.modifiers.map((m) => m.id)),
    ...product.modifierScales.flatMap((s) => s.modifiers.map((m) => m.id)),
  ];
  return selection.modifiers
    .filter((m) => m.quantity > 0 && order.includes(m.modifierId))
    .sort((a, b) => order.indexOf(a.modifierId) - order.indexOf(b.modifierId))
    .map((m) => ({ ...m }));
}

/** The selection as a cart line, or null while no size is selected (nothing to price yet). */
export function selectionToLine(
  product: BuilderProduct,
  selection: DrinkSelection,
  lineId: string,
): CartLine | null {
  if (selection.sizeId === null) return null;
  return {
    lineId,
    productId: product.id,
    sizeId: selection.sizeId,
    versionId: selection.versionId,
    quantity: clampLineQuantity(selection.quantity),
    modifiers: lineModifiers(product, selection),
    isSent: false,
  };
}
