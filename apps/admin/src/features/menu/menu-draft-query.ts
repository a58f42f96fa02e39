import { graphql } from '../../lib/graphql.ts';

export const MenuDraftQuery = graphql(`
  query MenuDraft {
    menuDraft {
      version
      updatedAt
      updatedBy
      topLevelOrderVersion
      groups {
        id
        parentId
        name
        isVisible
        image
        isSeasonal
        bannerTitle
        bannerSubtitle
        bannerPicture
        version
        childOrderVersion
        productOrderVersion
        productIds
      }
      products {
        id
        name
        image
        version
      }
      sizes {
        id
        name
        ounces
      }
      modifierGroups {
        id
        name
        multiSelect
        modifiers {
          id
          name
        }
      }
      modifierScales {
        id
        name
        steps {
          id
          name
        }
      }
      regions {
        id
        name
      }
      changes {
        kind
        entityType
        entityId
        name
        details
      }
      problems {
        field
        message
      }
    }
  }
`);
