import { isGroupVisible } from '@brewline/domain/menu';
import type { ProductGroupRow } from '@brewline/domain/menu-tables';
import type { MenuSnapshot } from './menu-snapshot.ts';

/** Groups shown online: the group and every ancestor up to the top are visible. */
export function onlineGroups(menu: MenuSnapshot): ProductGroupRow[] {
  return menu.tables.productGroups.filter((g) => isGroupVisible(g.id, menu.groupsById));
}
