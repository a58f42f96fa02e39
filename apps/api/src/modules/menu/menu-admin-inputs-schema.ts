// What the back office sends to save a draft product or group.
import type { Builder } from '../../graphql/builder.ts';
export function addMenuProductInput(builder: Builder) {
  const SizeChoiceInput = builder.inputType('MenuProductSizeInput', {
    fields: (t) => ({ sizeId: t.int({ required: true }), isDefault: t.boolean({ required: true }) }),
  });
  const VersionChoiceInput = builder.inputType('MenuProductVersionInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new version.' }),
      name: t.string({ required: true }),
      priceDeltaCents: t.int({ required: true }),
    }),
  });
  const ModifierGroupChoiceInput = builder.inputType('MenuProductModifierGroupInput', {
    fields: (t) => ({ modifierGroupId: t.int({ required: true }), defaultModifierId: t.int() }),
  });
  const ModifierScaleChoiceInput = builder.inputType('MenuProductModifierScaleInput', {
    fields: (t) => ({
      modifierScaleId: t.int({ required: true }),
      defaultModifierId: t.int({ required: true }),
    }),
  });
  const VisibilityInput = builder.inputType('MenuProductVisibilityInput', {
    fields: (t) => ({
      storeId: t.int(),
      regionId: t.int(),
      isVisibleOnlineOrdering: t.boolean({ required: true }),
    }),
  });
  const IngredientInput = builder.inputType('MenuIngredientInput', {
    fields: (t) => ({
      groupId: t.int({ required: true }),
      componentId: t.int({ required: true }),
      name: t.string({ required: true }),
    }),
  });
  const NutritionInput = builder.inputType('MenuNutritionInput', {
    fields: (t) => ({
      calories: t.int({ required: true }),
      fatGrams: t.float({ required: true }),
      carbohydrateGrams: t.float({ required: true }),
      proteinGrams: t.float({ required: true }),
      caffeineMg: t.int({ required: true }),
      sugarGrams: t.float({ required: true }),
    }),
  });
  const ProductInput = builder.inputType('MenuProductInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new product.' }),
      name: t.string({ required: true }),
      ticketName: t.string({ required: true }),
      description: t.string({ required: true }),
      icon: t.string({ required: true }),
      image: t.string({ required: true, description: 'The picture: an art name or a URL.' }),
      autoModify: t.boolean({ required: true }),
      ingredients: t.field({ type: [IngredientInput], required: true }),
      nutrition: t.field({ type: NutritionInput, required: true }),
      allergens: t.stringList({ required: true }),
      groupIds: t.intList({ required: true }),
      sizes: t.field({ type: [SizeChoiceInput], required: true }),
      versions: t.field({ type: [VersionChoiceInput], required: true }),
      modifierGroups: t.field({ type: [ModifierGroupChoiceInput], required: true }),
      modifierScales: t.field({ type: [ModifierScaleChoiceInput], required: true }),
      visibility: t.field({ type: [VisibilityInput], required: true }),
    }),
  });
  return ProductInput;
}

export function addMenuGroupInput(builder: Builder) {
  const GroupInput = builder.inputType('MenuGroupInput', {
    fields: (t) => ({
      id: t.int({ description: 'Null for a new group.' }),
      parentId: t.int({ required: true, description: '0 for a top-level group.' }),
      name: t.string({ required: true }),
      isVisible: t.boolean({ required: true }),
      image: t.string({ required: true }),
      isSeasonal: t.boolean({ description: 'Left out: the group keeps what it has (a new group: false).' }),
      bannerTitle: t.string({ description: 'Left out: the group keeps its own.' }),
      bannerSubtitle: t.string({ description: 'Left out: the group keeps its own.' }),
      bannerPicture: t.string({ description: "Left out: the group keeps its own. '' for none." }),
    }),
  });
  return GroupInput;
}
