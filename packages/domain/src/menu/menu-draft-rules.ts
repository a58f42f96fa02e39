// What makes a menu draft publishable, said in words a menu editor understands. The product editor
// checks one product as it is saved; publishing checks the whole draft. Prices are not here: they
// come from the price drafts (the pricing module), and a size without a price is reported there.
import type { MenuGroupDraft, MenuProductDraft } from './menu-draft.ts';
import { seasonalGroupProblems, seasonalMenuProblems } from './menu-seasonal-rules.ts';
import type { MenuTables } from './menu-tables.ts';

export interface MenuProblem {
  /** The editor field the problem is about (name, sizes, versions, ...); 'menu' for the whole draft. */
  field: string;
  message: string;
}

export const MAX_NAME_LENGTH = 80;
export const MAX_TICKET_NAME_LENGTH = 24;
export const MAX_DESCRIPTION_LENGTH = 1000;
export const MAX_VERSION_PRICE_DELTA_CENTS = 10_000;

function textProblems(
  field: string,
  label: string,
  value: string,
  max: number,
  required: boolean,
): MenuProblem[] {
  const text = value.trim();
  if (required && text === '') return [{ field, message: `${label} is required.` }];
  if (text.length > max) return [{ field, message: `${label} is at most ${max} characters.` }];
  return [];
}

const isWholeNumber = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

/** Why the product cannot be saved as it is, or nothing. */
export function productProblems(draft: MenuProductDraft, tables: MenuTables): MenuProblem[] {
  const problems: MenuProblem[] = [
    ...textProblems('name', 'The name', draft.name, MAX_NAME_LENGTH, true),
    ...textProblems('ticketName', 'The ticket name', draft.ticketName, MAX_TICKET_NAME_LENGTH, true),
    ...textProblems('description', 'The description', draft.description, MAX_DESCRIPTION_LENGTH, false),
  ];
  const groupIds = new Set(tables.productGroups.map((g) => g.id));
  if (draft.groupIds.length === 0)
    problems.push({
      field: 'groupIds',
      message: 'Put the product in at least one group, or customers never find it.',
    });
  for (const groupId of draft.groupIds)
    if (!groupIds.has(groupId))
      problems.push({ field: 'groupIds', message: `There is no group ${groupId}.` });

  const sizeIds = new Set(tables.sizes.map((s) => s.id));
  if (draft.sizes.length === 0)
    problems.push({ field: 'sizes', message: 'A product needs at least one size to be sold.' });
  else if (draft.sizes.filter((s) => s.isDefault).length !== 1)
    problems.push({ field: 'sizes', message: 'Choose exactly one default size.' });
  const seenSizes = new Set<number>();
  for (const { sizeId } of draft.sizes) {
    if (!sizeIds.has(sizeId)) problems.push({ field: 'sizes', message: `There is no size ${sizeId}.` });
    if (seenSizes.has(sizeId)) problems.push({ field: 'sizes', message: 'A size is listed twice.' });
    seenSizes.add(sizeId);
  }

  const seenVersions = new Set<string>();
  for (const version of draft.versions) {
    const name = version.name.trim();
    if (name === '')
      problems.push({ field: 'versions', message: 'Every version needs a name (Hot, Iced...).' });
    if (seenVersions.has(name.toLowerCase()))
      problems.push({ field: 'versions', message: `The version "${name}" is listed twice.` });
    seenVersions.add(name.toLowerCase());
    if (!isWholeNumber(version.priceDeltaCents, 0, MAX_VERSION_PRICE_DELTA_CENTS))
      problems.push({
        field: 'versions',
        message: `The extra price of "${name || 'a version'}" must be between $0.00 and $100.00 in whole cents.`,
      });
    const owner = version.id === null ? null : tables.productVersions.find((v) => v.id === version.id);
    if (version.id !== null && owner && owner.productId !== draft.id)
      problems.push({ field: 'versions', message: `Version ${version.id} belongs to another product.` });
  }

  for (const group of draft.modifierGroups) {
    const known = tables.modifierGroups.find((g) => g.id === group.modifierGroupId);
    if (!known) {
      problems.push({
        field: 'modifierGroups',
        message: `There is no modifier group ${group.modifierGroupId}.`,
      });
      continue;
    }
    const defaultModifier = tables.modifiers.find((m) => m.id === group.defaultModifierId);
    if (group.defaultModifierId !== null && defaultModifier?.modifierGroupId !== known.id)
      problems.push({
        field: 'modifierGroups',
        message: `The default of "${known.name}" must be one of its own modifiers.`,
      });
  }
  if (new Set(draft.modifierGroups.map((g) => g.modifierGroupId)).size !== draft.modifierGroups.length)
    problems.push({ field: 'modifierGroups', message: 'A modifier group is listed twice.' });
  for (const scale of draft.modifierScales) {
    const known = tables.modifierScales.find((s) => s.id === scale.modifierScaleId);
    if (!known) {
      problems.push({
        field: 'modifierScales',
        message: `There is no modifier scale ${scale.modifierScaleId}.`,
      });
      continue;
    }
    const step = tables.modifiers.find((m) => m.id === scale.defaultModifierId);
    if (step?.modifierScaleId !== known.id)
      problems.push({
        field: 'modifierScales',
        message: `The default of "${known.name}" must be one of its steps.`,
      });
  }
  if (new Set(draft.modifierScales.map((s) => s.modifierScaleId)).size !== draft.modifierScales.length)
    problems.push({ field: 'modifierScales', message: 'A modifier scale is listed twice.' });

  const regionIds = new Set(tables.regions.map((r) => r.id));
  const seenRules = new Set<string>();
  for (const rule of draft.visibility) {
    if (rule.storeId !== null && rule.regionId !== null)
      problems.push({
        field: 'visibility',
        message: 'A visibility rule is for a store or a region, not both.',
      });
    if (rule.regionId !== null && !regionIds.has(rule.regionId))
      problems.push({ field: 'visibility', message: `There is no region ${rule.regionId}.` });
    const key = `${rule.storeId ?? ''}:${rule.regionId ?? ''}`;
    if (seenRules.has(key))
      problems.push({ field: 'visibility', message: 'Two visibility rules are for the same place.' });
    seenRules.add(key);
  }

  const { nutrition } = draft;
  const amounts = [
    nutrition.calories,
    nutrition.fatGrams,
    nutrition.carbohydrateGrams,
    nutrition.proteinGrams,
    nutrition.caffeineMg,
    nutrition.sugarGrams,
  ];
  if (amounts.some((amount) => !Number.isFinite(amount) || amount < 0))
    problems.push({ field: 'nutrition', message: 'Nutrition amounts cannot be below zero.' });
  if (!Number.isInteger(nutrition.calories) || !Number.isInteger(nutrition.caffeineMg))
    problems.push({ field: 'nutrition', message: 'Calories and caffeine are whole numbers.' });
  return problems;
}

/** Why the group cannot be saved as it is, or nothing. */
export function groupProblems(draft: MenuGroupDraft, tables: MenuTables): MenuProblem[] {
  const problems = textProblems('name', 'The name', draft.name, MAX_NAME_LENGTH, true);
  const groupsById = new Map(tables.productGroups.map((g) => [g.id, g]));
  if (draft.parentId !== 0 && !groupsById.has(draft.parentId))
    problems.push({ field: 'parentId', message: `There is no group ${draft.parentId} to put it in.` });
  // A group may not be moved under itself or one of its own subgroups.
  for (let at = groupsById.get(draft.parentId); at && draft.id !== null; at = groupsById.get(at.parentId)) {
    if (at.id === draft.id) {
      problems.push({
        field: 'parentId',
        message: 'A group cannot go inside itself or one of its subgroups.',
      });
      break;
    }
    if (at.parentId === 0) break;
  }
  problems.push(...seasonalGroupProblems(draft, tables));
  return problems;
}

/** Why the whole draft cannot be published, or nothing: the rules above, for every record. */
export function menuDraftProblems(tables: MenuTables): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const sizesByProduct = new Map<number, MenuTables['productSizes']>();
  for (const size of tables.productSizes) {
    const sizes = sizesByProduct.get(size.productId);
    if (sizes) sizes.push(size);
    else sizesByProduct.set(size.productId, [size]);
  }
  for (const product of tables.products) {
    const sizes = sizesByProduct.get(product.id) ?? [];
    if (sizes.length === 0)
      problems.push({
        field: 'menu',
        message: `${product.name} has no size: a product needs one to be sold.`,
      });
    else if (sizes.filter((s) => s.isDefault).length !== 1)
      problems.push({ field: 'menu', message: `${product.name} needs exactly one default size.` });
  }
  const groupIds = new Set(tables.productGroups.map((g) => g.id));
  for (const group of tables.productGroups)
    if (group.parentId !== 0 && !groupIds.has(group.parentId))
      problems.push({
        field: 'menu',
        message: `The group ${group.name} is inside a group that no longer exists.`,
      });
  problems.push(...seasonalMenuProblems(tables));
  return problems;
}
