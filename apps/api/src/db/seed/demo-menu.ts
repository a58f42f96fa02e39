// The demo menu as one set of menu tables (domain menu-tables.ts), the shape the back office edits
// and publishes: seed-demo-data.ts loads it through the back office's rules and writer.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';
import { productGroupProductRows } from './menu-group-products.ts';
import { productGroupRows } from './menu-groups.ts';
import { productRows } from './menu-products.ts';
import { modifierGroupRows, modifierRows, modifierScaleRows } from './modifiers.ts';
import { productModifierGroupRows, productModifierScaleRows } from './product-modifiers.ts';
import { productSizeRows, sizeRows } from './product-sizes.ts';
import { productVersionRows } from './product-versions.ts';
import { productVisibilityRows } from './product-visibility.ts';
import { regionRows } from './regions-and-stores.ts';

export function demoMenu(): MenuTables {
  return {
    regions: regionRows.map(({ id, name }) => ({ id, name })),
    productGroups: productGroupRows.map((g) => ({
      ...g,
      priority: g.priority ?? null,
      isSeasonal: g.isSeasonal ?? false,
      bannerTitle: g.bannerTitle ?? '',
      bannerSubtitle: g.bannerSubtitle ?? '',
      bannerPicture: g.bannerPicture ?? '',
    })),
    products: productRows.map((p) => ({ ...p, priority: p.priority ?? null })),
    productGroupProducts: productGroupProductRows,
    sizes: sizeRows.map((s) => ({ ...s, ounces: s.ounces ?? null })),
    productSizes: productSizeRows,
    productVersions: productVersionRows,
    modifierGroups: modifierGroupRows,
    modifierScales: modifierScaleRows,
    modifiers: modifierRows.map((m) => ({
      ...m,
      modifierGroupId: m.modifierGroupId ?? null,
      modifierScaleId: m.modifierScaleId ?? null,
    })),
    productModifierGroups: productModifierGroupRows.map((g) => ({
      ...g,
      defaultModifierId: g.defaultModifierId ?? null,
    })),
    productModifierScales: productModifierScaleRows,
    // Numbered as the table's serial would have numbered them, in this order.
    productVisibility: productVisibilityRows.map((rule, index) => ({
      id: index + 1,
      productId: rule.productId,
      storeId: rule.storeId ?? null,
      regionId: rule.regionId ?? null,
      isVisibleOnlineOrdering: rule.isVisibleOnlineOrdering,
    })),
  };
}
