// The back office's edits to the menu draft (decision 009), as pure functions from one set of menu
// tables to the next. The draft has the shapes of the served menu files (menu-tables.ts), so what the
// back office previews and what publishing writes are the very rows customers will download.
import type {
  IngredientEntry,
  MenuTables,
  NutritionFacts,
  ProductGroupRow,
  ProductRow,
} from './menu-tables.ts';

/** A product as the product editor saves it: the product and every row that hangs off it. */
export interface MenuProductDraft {
  /** Null for a new product: it gets the next free id. */
  id: number | null;
  name: string;
  ticketName: string;
  description: string;
  icon: string;
  image: string;
  autoModify: boolean;
  ingredients: IngredientEntry[];
  nutrition: NutritionFacts;
  allergens: string[];
  /** The groups that list it. */
  groupIds: number[];
  /** In the order the customer sees them; exactly one is the default. */
  sizes: { sizeId: number; isDefault: boolean }[];
  /** Hot, Iced, Blended... in order; an existing version keeps its id. */
  versions: { id: number | null; name: string; priceDeltaCents: number }[];
  modifierGroups: { modifierGroupId: number; defaultModifierId: number | null }[];
  modifierScales: { modifierScaleId: number; defaultModifierId: number }[];
  /** Online-ordering rules: a store rule beats a region rule beats the default (both null). */
  visibility: { storeId: number | null; regionId: number | null; isVisibleOnlineOrdering: boolean }[];
}

/** A group as the menu tree saves it; its place among its siblings is set by reordering. */
export interface MenuGroupDraft {
  id: number | null;
  /** 0 for a top-level group. */
  parentId: number;
  name: string;
  isVisible: boolean;
  image: string;
  /** /menu's banner (menu-tables.ts ProductGroupRow). */
  isSeasonal: boolean;
  bannerTitle: string;
  bannerSubtitle: string;
  bannerPicture: string;
}

const nextId = (rows: readonly { id: number }[]): number =>
  rows.reduce((highest, row) => Math.max(highest, row.id), 0) + 1;

/** The rows that hang off one product, in table order. */
interface ProductRows {
  groupLinks: MenuTables['productGroupProducts'];
  sizes: MenuTables['productSizes'];
  versions: MenuTables['productVersions'];
  modifierGroups: MenuTables['productModifierGroups'];
  modifierScales: MenuTables['productModifierScales'];
  visibility: MenuTables['productVisibility'];
}

/**
 * Each wanted product's rows, from one pass over each table: drafting every product of the 10x menu
 * one by one rescanned every table per product, which made publishing's list of changes quadratic.
 */
function productRowsOf(tables: MenuTables, wanted: (productId: number) => boolean): Map<number, ProductRows> {
  const byProduct = new Map<number, ProductRows>();
  const rowsOf = (productId: number): ProductRows | undefined => {
    if (!wanted(productId)) return undefined;
    let rows = byProduct.get(productId);
    if (!rows) {
      rows = {
        groupLinks: [],
        sizes: [],
        versions: [],
        modifierGroups: [],
        modifierScales: [],
        visibility: [],
      };
      byProduct.set(productId, rows);
    }
    return rows;
  };
  for (const row of tables.productGroupProducts) rowsOf(row.productId)?.groupLinks.push(row);
  for (const row of tables.productSizes) rowsOf(row.productId)?.sizes.push(row);
  for (const row of tables.productVersions) rowsOf(row.productId)?.versions.push(row);
  for (const row of tables.productModifierGroups) rowsOf(row.productId)?.modifierGroups.push(row);
  for (const row of tables.productModifierScales) rowsOf(row.productId)?.modifierScales.push(row);
  for (const row of tables.productVisibility) rowsOf(row.productId)?.visibility.push(row);
  return byProduct;
}

const NO_ROWS: ProductRows = {
  groupLinks: [],
  sizes: [],
  versions: [],
  modifierGroups: [],
  modifierScales: [],
  visibility: [],
};

function draftOf(
  product: ProductRow,
  rows: ProductRows,
  sizePriority: Map<number, number>,
): MenuProductDraft {
  return {
    id: product.id,
    name: product.name,
    ticketName: product.ticketName,
    description: product.description,
    icon: product.icon,
    image: product.image,
    autoModify: product.autoModify,
    ingredients: product.ingredients,
    nutrition: product.nutrition,
    allergens: product.allergens,
    groupIds: rows.groupLinks.map((l) => l.groupId),
    sizes: [...rows.sizes]
      .sort((a, b) => (sizePriority.get(a.sizeId) ?? 0) - (sizePriority.get(b.sizeId) ?? 0))
      .map(({ sizeId, isDefault }) => ({ sizeId, isDefault })),
    versions: [...rows.versions]
      .sort((a, b) => a.priority - b.priority)
      .map(({ id, name, priceDeltaCents }) => ({ id, name, priceDeltaCents })),
    modifierGroups: rows.modifierGroups.map(({ modifierGroupId, defaultModifierId }) => ({
      modifierGroupId,
      defaultModifierId,
    })),
    modifierScales: rows.modifierScales.map(({ modifierScaleId, defaultModifierId }) => ({
      modifierScaleId,
      defaultModifierId,
    })),
    visibility: rows.visibility.map(({ storeId, regionId, isVisibleOnlineOrdering }) => ({
      storeId,
      regionId,
      isVisibleOnlineOrdering,
    })),
  };
}

const sizePriorities = (tables: MenuTables): Map<number, number> =>
  new Map(tables.sizes.map((s) => [s.id, s.priority]));

/** The product's draft as the editor opens it. */
export function productDraftOf(tables: MenuTables, productId: number): MenuProductDraft | null {
  const product = tables.products.find((p) => p.id === productId);
  if (!product) return null;
  const rows = productRowsOf(tables, (id) => id === productId).get(productId) ?? NO_ROWS;
  return draftOf(product, rows, sizePriorities(tables));
}

/** Every product's draft by id, as productDraftOf gives each one, in one pass over the tables. */
export function productDraftsOf(tables: MenuTables): Map<number, MenuProductDraft> {
  const rows = productRowsOf(tables, () => true);
  const sizePriority = sizePriorities(tables);
  return new Map(
    tables.products.map((product) => [
      product.id,
      draftOf(product, rows.get(product.id) ?? NO_ROWS, sizePriority),
    ]),
  );
}

/** The tables without the product and every row that hangs off it. */
export function withoutProduct(tables: MenuTables, productId: number): MenuTables {
  const other = <R extends { productId: number }>(rows: R[]): R[] =>
    rows.filter((r) => r.productId !== productId);
  return {
    ...tables,
    products: tables.products.filter((p) => p.id !== productId),
    productGroupProducts: other(tables.productGroupProducts),
    productSizes: other(tables.productSizes),
    productVersions: other(tables.productVersions),
    productModifierGroups: other(tables.productModifierGroups),
    productModifierScales: other(tables.productModifierScales),
    productVisibility: other(tables.productVisibility),
  };
}

/** The tables with the product saved (added, or replacing its rows); returns its id too. */
export function withProduct(
  tables: MenuTables,
  draft: MenuProductDraft,
): { tables: MenuTables; productId: number } {
  const productId = draft.id ?? nextId(tables.products);
  const existing = tables.products.find((p) => p.id === productId);
  const rest = withoutProduct(tables, productId);
  const product: ProductRow = {
    id: productId,
    name: draft.name.trim(),
    ticketName: draft.ticketName.trim(),
    description: draft.description.trim(),
    icon: draft.icon,
    image: draft.image.trim(),
    priority: existing?.priority ?? null,
    autoModify: draft.autoModify,
    ingredients: draft.ingredients,
    nutrition: draft.nutrition,
    allergens: draft.allergens.map((a) => a.trim()).filter((a) => a !== ''),
  };
  let versionId = nextId(tables.productVersions);
  let visibilityId = nextId(tables.productVisibility);
  const byId = <R extends { id: number }>(rows: R[]): R[] => [...rows].sort((a, b) => a.id - b.id);
  return {
    productId,
    tables: {
      ...rest,
      products: byId([...rest.products, product]),
      productGroupProducts: [
        ...rest.productGroupProducts,
        ...[...new Set(draft.groupIds)].map((groupId) => ({ groupId, productId })),
      ],
      productSizes: [
        ...rest.productSizes,
        ...draft.sizes.map(({ sizeId, isDefault }) => ({ productId, sizeId, isDefault })),
      ],
      productVersions: byId([
        ...rest.productVersions,
        ...draft.versions.map((v, index) => ({
          id: v.id ?? versionId++,
          productId,
          name: v.name.trim(),
          priority: index + 1,
          priceDeltaCents: v.priceDeltaCents,
        })),
      ]),
      productModifierGroups: [
        ...rest.productModifierGroups,
        ...draft.modifierGroups.map((g) => ({ productId, ...g })),
      ],
      productModifierScales: [
        ...rest.productModifierScales,
        ...draft.modifierScales.map((s) => ({ productId, ...s })),
      ],
      productVisibility: [
        ...rest.productVisibility,
        ...draft.visibility.map((v) => ({ id: visibilityId++, productId, ...v })),
      ],
    },
  };
}

/** The tables with the group saved; a new group goes last among its siblings. */
export function withGroup(
  tables: MenuTables,
  draft: MenuGroupDraft,
): { tables: MenuTables; groupId: number } {
  const groupId = draft.id ?? nextId(tables.productGroups);
  const existing = tables.productGroups.find((g) => g.id === groupId);
  const siblings = tables.productGroups.filter((g) => g.parentId === draft.parentId && g.id !== groupId);
  const lastPriority = siblings.reduce((highest, g) => Math.max(highest, g.priority ?? 0), 0);
  const group: ProductGroupRow = {
    id: groupId,
    parentId: draft.parentId,
    name: draft.name.trim(),
    isVisible: draft.isVisible,
    priority: existing && existing.parentId === draft.parentId ? existing.priority : lastPriority + 1,
    image: draft.image.trim(),
    isSeasonal: draft.isSeasonal,
    bannerTitle: draft.bannerTitle.trim(),
    bannerSubtitle: draft.bannerSubtitle.trim(),
    bannerPicture: draft.bannerPicture,
  };
  return {
    groupId,
    tables: {
      ...tables,
      productGroups: [...tables.productGroups.filter((g) => g.id !== groupId), group].sort(
        (a, b) => a.id - b.id,
      ),
    },
  };
}

/** The tables without the group (the caller has checked it holds no group and no product). */
export function withoutGroup(tables: MenuTables, groupId: number): MenuTables {
  return { ...tables, productGroups: tables.productGroups.filter((g) => g.id !== groupId) };
}

/** The children of `parentId` in the order given (priority 1, 2, ...); other groups untouched. */
export function withGroupOrder(
  tables: MenuTables,
  parentId: number,
  groupIds: readonly number[],
): MenuTables {
  const place = new Map(groupIds.map((id, index) => [id, index + 1]));
  return {
    ...tables,
    productGroups: tables.productGroups.map((g) =>
      g.parentId === parentId && place.has(g.id) ? { ...g, priority: place.get(g.id) ?? null } : g,
    ),
  };
}

/**
 * The products in the order given. A product's priority is its place on every tile list that shows
 * it (sortProductTiles), so reordering one group's products sets their priorities 1, 2, ...
 */
export function withProductOrder(tables: MenuTables, productIds: readonly number[]): MenuTables {
  const place = new Map(productIds.map((id, index) => [id, index + 1]));
  return {
    ...tables,
    products: tables.products.map((p) => (place.has(p.id) ? { ...p, priority: place.get(p.id) ?? null } : p)),
  };
}

/** The key under which a record's version is kept in the draft. */
export function draftEntityKey(
  kind: 'product' | 'group' | 'size' | 'modifierGroup' | 'modifierScale' | 'groupOrder' | 'productOrder',
  id: number,
): string {
  return `${kind}:${id}`;
}
