// Every rule the back office checks on a save and on publishing, for every record of a whole menu:
// what the demo seed is held to, so the seed and the back office cannot disagree.
import { productDraftsOf } from './menu-draft.ts';
import { modifierGroupProblems, modifierScaleProblems, sizeProblems } from './menu-draft-option-rules.ts';
import { modifierGroupDraftOf, modifierScaleDraftOf, sizeDraftOf } from './menu-draft-options.ts';
import { groupProblems, menuDraftProblems, productProblems } from './menu-draft-rules.ts';
import type { MenuTables } from './menu-tables.ts';

export function wholeMenuProblems(tables: MenuTables): string[] {
  const problems = menuDraftProblems(tables).map((p) => p.message);
  const add = (label: string, found: readonly { message: string }[]) =>
    found.forEach((p) => problems.push(`${label}: ${p.message}`));
  for (const size of tables.sizes) {
    const draft = sizeDraftOf(tables, size.id);
    if (draft) add(`Size ${size.id} (${size.name})`, sizeProblems(draft, tables));
  }
  for (const group of tables.modifierGroups) {
    const draft = modifierGroupDraftOf(tables, group.id);
    if (draft) add(`Modifier group ${group.id} (${group.name})`, modifierGroupProblems(draft, tables));
  }
  for (const scale of tables.modifierScales) {
    const draft = modifierScaleDraftOf(tables, scale.id);
    if (draft) add(`Modifier scale ${scale.id} (${scale.name})`, modifierScaleProblems(draft, tables));
  }
  for (const group of tables.productGroups)
    add(`Group ${group.id} (${group.name})`, groupProblems(group, tables));
  const productDrafts = productDraftsOf(tables);
  for (const product of tables.products) {
    const draft = productDrafts.get(product.id);
    if (draft) add(`Product ${product.id} (${product.name})`, productProblems(draft, tables));
  }
  return problems;
}
