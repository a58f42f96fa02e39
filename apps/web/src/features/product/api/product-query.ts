import { graphql, type ResultOf } from '../../../lib/graphql.ts';

export const ProductQuery = graphql(`
  query Product($productId: Int!) {
    product(productId: $productId) {
      id
      name
      description
      icon
      image
      autoModify
      groupIds
      ingredients {
        groupId
        componentId
        name
      }
      nutrition {
        calories
        fatGrams
        carbohydrateGrams
        proteinGrams
        caffeineMg
        sugarGrams
      }
      allergens
      sizes {
        id
        name
        ounces
        isDefault
      }
      productVersions {
        id
        name
        priceDeltaCents
      }
      modifierGroups {
        id
        name
        multiSelect
        defaultModifierId
        modifiers {
          id
          name
          isVariableQuantity
          maxQuantity
        }
      }
      modifierScales {
        id
        name
        defaultModifierId
        modifiers {
          id
          name
        }
      }
    }
  }
`);

export const MenuPricesQuery = graphql(`
  query MenuPrices($storeId: Int!) {
    menuPrices(storeId: $storeId) {
      storeId
      taxRateMicros
      items {
        productId
        sizeId
        priceCents
      }
      modifiers {
        modifierId
        priceCents
      }
    }
  }
`);

export type ProductDetail = NonNullable<ResultOf<typeof ProductQuery>['product']>;
export type MenuPrices = NonNullable<ResultOf<typeof MenuPricesQuery>['menuPrices']>;
