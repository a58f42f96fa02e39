import { graphql } from '../../lib/graphql.ts';

export const MenuDraftProductFields = graphql(`
  fragment MenuDraftProductFields on MenuDraftProduct {
    id
    version
    name
    ticketName
    description
    icon
    image
    autoModify
    allergens
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
    sizes {
      sizeId
      isDefault
    }
    versions {
      id
      name
      priceDeltaCents
    }
    modifierGroups {
      modifierGroupId
      defaultModifierId
    }
    modifierScales {
      modifierScaleId
      defaultModifierId
    }
    visibility {
      storeId
      regionId
      isVisibleOnlineOrdering
    }
  }
`);

export const MenuDraftProductQuery = graphql(
  `
    query MenuDraftProduct($productId: Int!) {
      menuDraftProduct(productId: $productId) {
        ...MenuDraftProductFields
      }
    }
  `,
  [MenuDraftProductFields],
);
