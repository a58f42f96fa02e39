// The menu data files served under /product-data/: one JSON array per table, listed by
// tableNames.json. The server writes rows of these shapes and the web app reads them, so the shapes
// live here, once. Prices are not in these files: they differ by store and come from GraphQL.

export interface TableFileEntry {
  tableName: MenuTableName;
  /** Content-hashed, so a file's URL changes whenever its content does and can be cached forever. */
  fileName: string;
}

export interface RegionRow {
  id: number;
  name: string;
}

export interface ProductGroupRow {
  id: number;
  parentId: number;
  name: string;
  isVisible: boolean;
  priority: number | null;
  image: string;
  /**
   * The seasonal group: /menu's banner links to it (at most one group; menu-seasonal-rules.ts). The
   * banner's texts and picture are kept when a group stops being seasonal, so marking it again brings
   * them back; only a seasonal group's are shown.
   */
  isSeasonal: boolean;
  /** The banner's first line ("Holiday favorites are back"); required while the group is seasonal. */
  bannerTitle: string;
  /** The banner's large line under it ("Cozy up with a peppermint mocha"); may be empty. */
  bannerSubtitle: string;
  /** One of SEASONAL_BANNER_PICTURES (the web app carries them inline), or '' for none. */
  bannerPicture: string;
}

export interface IngredientEntry {
  groupId: number;
  componentId: number;
  name: string;
}

export interface NutritionFacts {
  calories: number;
  fatGrams: number;
  carbohydrateGrams: number;
  proteinGrams: number;
  caffeineMg: number;
  sugarGrams: number;
}

export interface ProductRow {
  id: number;
  name: string;
  ticketName: string;
  description: string;
  icon: string;
  image: string;
  priority: number | null;
  autoModify: boolean;
  ingredients: IngredientEntry[];
  nutrition: NutritionFacts;
  allergens: string[];
}

export interface ProductGroupProductRow {
  groupId: number;
  productId: number;
}

export interface SizeRow {
  id: number;
  name: string;
  ounces: number | null;
  priority: number;
}

export interface ProductSizeRow {
  productId: number;
  sizeId: number;
  isDefault: boolean;
}

export interface ProductVersionRow {
  id: number;
  productId: number;
  name: string;
  priority: number;
  priceDeltaCents: number;
}

export interface ModifierGroupRow {
  id: number;
  name: string;
  priority: number;
  multiSelect: boolean;
}

export interface ModifierScaleRow {
  id: number;
  name: string;
  priority: number;
}

export interface ModifierRow {
  id: number;
  modifierGroupId: number | null;
  modifierScaleId: number | null;
  name: string;
  priority: number;
  isVariableQuantity: boolean;
  maxQuantity: number;
}

export interface ProductModifierGroupRow {
  productId: number;
  modifierGroupId: number;
  defaultModifierId: number | null;
}

export interface ProductModifierScaleRow {
  productId: number;
  modifierScaleId: number;
  defaultModifierId: number;
}

export interface ProductVisibilityRow {
  id: number;
  productId: number;
  storeId: number | null;
  regionId: number | null;
  isVisibleOnlineOrdering: boolean;
}

/** Every table the app downloads at start-up, with the type of its rows. */
export interface MenuTables {
  regions: RegionRow[];
  productGroups: ProductGroupRow[];
  products: ProductRow[];
  productGroupProducts: ProductGroupProductRow[];
  sizes: SizeRow[];
  productSizes: ProductSizeRow[];
  productVersions: ProductVersionRow[];
  modifierGroups: ModifierGroupRow[];
  modifierScales: ModifierScaleRow[];
  modifiers: ModifierRow[];
  productModifierGroups: ProductModifierGroupRow[];
  productModifierScales: ProductModifierScaleRow[];
  productVisibility: ProductVisibilityRow[];
}

export type MenuTableName = keyof MenuTables;

export const MENU_TABLE_NAMES: readonly MenuTableName[] = [
  'regions',
  'productGroups',
  'products',
  'productGroupProducts',
  'sizes',
  'productSizes',
  'productVersions',
  'modifierGroups',
  'modifierScales',
  'modifiers',
  'productModifierGroups',
  'productModifierScales',
  'productVisibility',
];
