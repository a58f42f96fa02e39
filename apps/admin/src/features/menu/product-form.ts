// The product editor's form: the product as saveMenuProduct takes it, made from what the draft holds
// (or empty for a new product), and the money field's text in dollars. Its own rule is only what
// cannot be sent (a version price that is not an amount); the domain's rules for a product
// (productProblems) need the whole menu and run on the server, which names every problem at once.
import type { ResultOf, VariablesOf } from '../../lib/graphql.ts';
import type { FieldProblem } from '../../lib/use-form.ts';
import type { MenuDraftProductFields } from './menu-draft-product-query.ts';
import type { MenuDraftQuery } from './menu-draft-query.ts';
import type { SaveMenuProductMutation } from './save-menu-product-mutation.ts';

export type ProductForm = VariablesOf<typeof SaveMenuProductMutation>['product'];
export type SavedProduct = ResultOf<typeof MenuDraftProductFields>;
export type MenuDraft = ResultOf<typeof MenuDraftQuery>['menuDraft'];

/** The form's values: the product, and each version's extra price as the person typed it. */
export type ProductValues = ProductForm & { readonly versionPrices: readonly string[] };

export const valuesOf = (product: ProductForm): ProductValues => ({
  ...product,
  versionPrices: product.versions.map((version) => dollarsOf(version.priceDeltaCents)),
});

/** Every version price that is not an amount in dollars. */
export function productRules(values: ProductValues): FieldProblem[] {
  return values.versionPrices.flatMap((text, index) =>
    Number.isNaN(centsOf(text))
      ? [
          {
            field: 'versions',
            message: `Enter the extra price of version ${index + 1} in dollars, like 0.50.`,
          },
        ]
      : [],
  );
}

/** What saveMenuProduct takes: the typed prices in cents, and nothing the form adds. */
export function productOf({ versionPrices, ...product }: ProductValues): ProductForm {
  return {
    ...product,
    versions: product.versions.map((version, index) => ({
      ...version,
      priceDeltaCents: centsOf(versionPrices[index] ?? '0'),
    })),
  };
}

export function emptyProductForm(groupId: number | null): ProductForm {
  return {
    id: null,
    name: '',
    ticketName: '',
    description: '',
    icon: 'cup',
    image: '',
    autoModify: false,
    ingredients: [],
    nutrition: {
      calories: 0,
      fatGrams: 0,
      carbohydrateGrams: 0,
      proteinGrams: 0,
      caffeineMg: 0,
      sugarGrams: 0,
    },
    allergens: [],
    groupIds: groupId === null ? [] : [groupId],
    sizes: [],
    versions: [],
    modifierGroups: [],
    modifierScales: [],
    visibility: [],
  };
}

export function formOf(product: SavedProduct): ProductForm {
  return {
    id: product.id,
    name: product.name,
    ticketName: product.ticketName,
    description: product.description,
    icon: product.icon,
    image: product.image,
    autoModify: product.autoModify,
    ingredients: product.ingredients.map(({ groupId, componentId, name }) => ({
      groupId,
      componentId,
      name,
    })),
    // Field by field: the client adds __typename to what it reads, which no input type takes.
    nutrition: {
      calories: product.nutrition.calories,
      fatGrams: product.nutrition.fatGrams,
      carbohydrateGrams: product.nutrition.carbohydrateGrams,
      proteinGrams: product.nutrition.proteinGrams,
      caffeineMg: product.nutrition.caffeineMg,
      sugarGrams: product.nutrition.sugarGrams,
    },
    allergens: [...product.allergens],
    groupIds: [...product.groupIds],
    sizes: product.sizes.map(({ sizeId, isDefault }) => ({ sizeId, isDefault })),
    versions: product.versions.map(({ id, name, priceDeltaCents }) => ({ id, name, priceDeltaCents })),
    modifierGroups: product.modifierGroups.map(({ modifierGroupId, defaultModifierId }) => ({
      modifierGroupId,
      defaultModifierId,
    })),
    modifierScales: product.modifierScales.map(({ modifierScaleId, defaultModifierId }) => ({
      modifierScaleId,
      defaultModifierId,
    })),
    visibility: product.visibility.map(({ storeId, regionId, isVisibleOnlineOrdering }) => ({
      storeId,
      regionId,
      isVisibleOnlineOrdering,
    })),
  };
}

/** "0.50" for 50 cents; the field keeps the person's text while they type. */
export const dollarsOf = (cents: number): string => (cents / 100).toFixed(2);

/** Cents from a dollar amount a person typed ("1", "1.5", "$0.75"), or NaN. */
export function centsOf(text: string): number {
  const cleaned = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}
