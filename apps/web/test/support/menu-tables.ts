// Empty menu tables, for screens that read the tables only for words shown before the server's answer
// (the checkout's Order Summary while the cart is being priced); the tests assert the answer.
import type { MenuTables } from '@brewline/domain/menu/menu-tables';

export const testMenuTables: MenuTables = {
  regions: [],
  productGroups: [],
  products: [],
  productGroupProducts: [],
  sizes: [],
  productSizes: [],
  productVersions: [],
  modifierGroups: [],
  modifierScales: [],
  modifiers: [],
  productModifierGroups: [],
  productModifierScales: [],
  productVisibility: [],
};
