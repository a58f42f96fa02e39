// A product of the draft menu as the back office's product editor shows it.
import { type MenuProductDraft } from '@brewline/domain/menu/menu-draft';
import type { Builder } from '../../graphql/builder.ts';
import type { addMenuSchema } from './menu-schema.ts';
import { type DraftProduct } from './menu-draft-service.ts';
type MenuRefs = ReturnType<typeof addMenuSchema>;
type ProductPart<K extends keyof MenuProductDraft> = MenuProductDraft[K] extends (infer E)[] ? E : never;

function addProductChoiceTypes(builder: Builder) {
  const ProductSizeChoiceRef = builder.objectRef<ProductPart<'sizes'>>('MenuProductSize').implement({
    fields: (t) => ({ sizeId: t.exposeInt('sizeId'), isDefault: t.exposeBoolean('isDefault') }),
  });
  const ProductVersionChoiceRef = builder.objectRef<ProductPart<'versions'>>('MenuProductVersion').implement({
    fields: (t) => ({
      id: t.exposeInt('id', { nullable: true }),
      name: t.exposeString('name'),
      priceDeltaCents: t.exposeInt('priceDeltaCents'),
    }),
  });
  const ProductModifierGroupChoiceRef = builder
    .objectRef<ProductPart<'modifierGroups'>>('MenuProductModifierGroup')
    .implement({
      fields: (t) => ({
        modifierGroupId: t.exposeInt('modifierGroupId'),
        defaultModifierId: t.exposeInt('defaultModifierId', { nullable: true }),
      }),
    });
  const ProductModifierScaleChoiceRef = builder
    .objectRef<ProductPart<'modifierScales'>>('MenuProductModifierScale')
    .implement({
      fields: (t) => ({
        modifierScaleId: t.exposeInt('modifierScaleId'),
        defaultModifierId: t.exposeInt('defaultModifierId'),
      }),
    });
  const ProductVisibilityChoiceRef = builder
    .objectRef<ProductPart<'visibility'>>('MenuProductVisibility')
    .implement({
      fields: (t) => ({
        storeId: t.exposeInt('storeId', { nullable: true }),
        regionId: t.exposeInt('regionId', { nullable: true }),
        isVisibleOnlineOrdering: t.exposeBoolean('isVisibleOnlineOrdering'),
      }),
    });
  return {
    ProductSizeChoiceRef,
    ProductVersionChoiceRef,
    ProductModifierGroupChoiceRef,
    ProductModifierScaleChoiceRef,
    ProductVisibilityChoiceRef,
  };
}

export function addMenuDraftProductType(builder: Builder, menu: MenuRefs) {
  const {
    ProductSizeChoiceRef,
    ProductVersionChoiceRef,
    ProductModifierGroupChoiceRef,
    ProductModifierScaleChoiceRef,
    ProductVisibilityChoiceRef,
  } = addProductChoiceTypes(builder);
  const DraftProductRef = builder.objectRef<DraftProduct>('MenuDraftProduct').implement({
    description: 'A product of the draft menu as the product editor shows it, with the version a save names.',
    fields: (t) => ({
      version: t.exposeInt('version'),
      id: t.int({ resolve: (p) => p.product.id }),
      name: t.string({ resolve: (p) => p.product.name }),
      ticketName: t.string({ resolve: (p) => p.product.ticketName }),
      description: t.string({ resolve: (p) => p.product.description }),
      icon: t.string({ resolve: (p) => p.product.icon }),
      image: t.string({ resolve: (p) => p.product.image }),
      autoModify: t.boolean({ resolve: (p) => p.product.autoModify }),
      ingredients: t.field({ type: [menu.Ingredient], resolve: (p) => p.product.ingredients }),
      nutrition: t.field({ type: menu.Nutrition, resolve: (p) => p.product.nutrition }),
      allergens: t.stringList({ resolve: (p) => p.product.allergens }),
      groupIds: t.intList({ resolve: (p) => p.product.groupIds }),
      sizes: t.field({ type: [ProductSizeChoiceRef], resolve: (p) => p.product.sizes }),
      versions: t.field({ type: [ProductVersionChoiceRef], resolve: (p) => p.product.versions }),
      modifierGroups: t.field({
        type: [ProductModifierGroupChoiceRef],
        resolve: (p) => p.product.modifierGroups,
      }),
      modifierScales: t.field({
        type: [ProductModifierScaleChoiceRef],
        resolve: (p) => p.product.modifierScales,
      }),
      visibility: t.field({ type: [ProductVisibilityChoiceRef], resolve: (p) => p.product.visibility }),
    }),
  });
  return DraftProductRef;
}
