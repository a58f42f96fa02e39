// A product as the customer's product page shows it, with what it is made of and can be made with.
import type { ModifierRow, ProductVersionRow, ProductVisibilityRow } from '@brewline/domain/menu/menu-tables';
import type { IngredientEntry, NutritionFacts } from '@brewline/domain/menu/menu-tables';
import type { Builder } from '../../graphql/builder.ts';
import type {
  ProductDetail,
  ProductModifierGroup,
  ProductModifierScale,
  ProductSize,
} from '@brewline/domain/menu/menu-product-details';
function addProductPartTypes(builder: Builder) {
  const Ingredient = builder.objectRef<IngredientEntry>('Ingredient').implement({
    fields: (t) => ({
      groupId: t.exposeInt('groupId'),
      componentId: t.exposeInt('componentId'),
      name: t.exposeString('name'),
    }),
  });
  const Nutrition = builder.objectRef<NutritionFacts>('Nutrition').implement({
    fields: (t) => ({
      calories: t.exposeInt('calories'),
      fatGrams: t.exposeFloat('fatGrams'),
      carbohydrateGrams: t.exposeFloat('carbohydrateGrams'),
      proteinGrams: t.exposeFloat('proteinGrams'),
      caffeineMg: t.exposeInt('caffeineMg'),
      sugarGrams: t.exposeFloat('sugarGrams'),
    }),
  });
  const Size = builder.objectRef<ProductSize>('Size').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      ounces: t.exposeInt('ounces', { nullable: true }),
      priority: t.exposeInt('priority'),
      isDefault: t.exposeBoolean('isDefault'),
    }),
  });
  const ProductVersion = builder.objectRef<ProductVersionRow>('ProductVersion').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      priority: t.exposeInt('priority'),
      priceDeltaCents: t.exposeInt('priceDeltaCents'),
    }),
  });
  const Modifier = builder.objectRef<ModifierRow>('Modifier').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      priority: t.exposeInt('priority'),
      isVariableQuantity: t.exposeBoolean('isVariableQuantity'),
      maxQuantity: t.exposeInt('maxQuantity'),
    }),
  });
  const ModifierGroup = builder.objectRef<ProductModifierGroup>('ModifierGroup').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      priority: t.exposeInt('priority'),
      multiSelect: t.exposeBoolean('multiSelect'),
      defaultModifierId: t.exposeInt('defaultModifierId', { nullable: true }),
      modifiers: t.field({ type: [Modifier], resolve: (g) => g.modifiers }),
    }),
  });
  const ModifierScale = builder.objectRef<ProductModifierScale>('ModifierScale').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      priority: t.exposeInt('priority'),
      defaultModifierId: t.exposeInt('defaultModifierId'),
      modifiers: t.field({ type: [Modifier], resolve: (s) => s.modifiers }),
    }),
  });
  const Visibility = builder.objectRef<ProductVisibilityRow>('ProductVisibility').implement({
    fields: (t) => ({
      storeId: t.exposeInt('storeId', { nullable: true }),
      regionId: t.exposeInt('regionId', { nullable: true }),
      isVisibleOnlineOrdering: t.exposeBoolean('isVisibleOnlineOrdering'),
    }),
  });
  return { Ingredient, Nutrition, Size, ProductVersion, ModifierGroup, ModifierScale, Visibility };
}

export function addProductType(builder: Builder) {
  const { Ingredient, Nutrition, Size, ProductVersion, ModifierGroup, ModifierScale, Visibility } =
    addProductPartTypes(builder);
  const Product = builder.objectRef<ProductDetail>('Product').implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      ticketName: t.exposeString('ticketName'),
      description: t.exposeString('description'),
      icon: t.exposeString('icon'),
      image: t.exposeString('image'),
      priority: t.exposeInt('priority', { nullable: true }),
      autoModify: t.exposeBoolean('autoModify'),
      ingredients: t.field({ type: [Ingredient], resolve: (p) => p.ingredients }),
      nutrition: t.field({ type: Nutrition, resolve: (p) => p.nutrition }),
      allergens: t.exposeStringList('allergens'),
      groupIds: t.exposeIntList('groupIds'),
      sizes: t.field({ type: [Size], resolve: (p) => p.sizes }),
      productVersions: t.field({ type: [ProductVersion], resolve: (p) => p.productVersions }),
      modifierGroups: t.field({ type: [ModifierGroup], resolve: (p) => p.modifierGroups }),
      modifierScales: t.field({ type: [ModifierScale], resolve: (p) => p.modifierScales }),
      visibility: t.field({ type: [Visibility], resolve: (p) => p.visibility }),
    }),
  });
  return { Product, Ingredient, Nutrition };
}
