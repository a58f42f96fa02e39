import { graphql } from '../../lib/graphql.ts';

// Each editor reads a record with the same fields the list shows, so the query and the save that
// answers with the saved record name them once, as a fragment. @_unmask: the editors read the
// fields directly (gql.tada strips the directive before the document is sent).
const MenuSizeFields = graphql(`
  fragment MenuSizeFields on MenuSize @_unmask {
    id
    name
    ounces
    version
  }
`);

const MenuModifierGroupFields = graphql(`
  fragment MenuModifierGroupFields on MenuModifierGroup @_unmask {
    id
    name
    multiSelect
    version
    modifiers {
      id
      name
      isVariableQuantity
      maxQuantity
    }
  }
`);

const MenuModifierScaleFields = graphql(`
  fragment MenuModifierScaleFields on MenuModifierScale @_unmask {
    id
    name
    version
    steps {
      id
      name
    }
  }
`);

/** What products choose from, as the draft holds it, with the version each save must name. */
export const MenuOptionsQuery = graphql(
  `
    query MenuOptions {
      menuDraft {
        version
        sizes {
          ...MenuSizeFields
        }
        modifierGroups {
          ...MenuModifierGroupFields
        }
        modifierScales {
          ...MenuModifierScaleFields
        }
      }
    }
  `,
  [MenuSizeFields, MenuModifierGroupFields, MenuModifierScaleFields],
);

export const SaveMenuSizeMutation = graphql(
  `
    mutation SaveMenuSize($size: MenuSizeInput!, $expectedVersion: Int) {
      saveMenuSize(size: $size, expectedVersion: $expectedVersion) {
        ...MenuSizeFields
      }
    }
  `,
  [MenuSizeFields],
);

export const SaveMenuModifierGroupMutation = graphql(
  `
    mutation SaveMenuModifierGroup($group: MenuModifierGroupInput!, $expectedVersion: Int) {
      saveMenuModifierGroup(group: $group, expectedVersion: $expectedVersion) {
        ...MenuModifierGroupFields
      }
    }
  `,
  [MenuModifierGroupFields],
);

export const SaveMenuModifierScaleMutation = graphql(
  `
    mutation SaveMenuModifierScale($scale: MenuModifierScaleInput!, $expectedVersion: Int) {
      saveMenuModifierScale(scale: $scale, expectedVersion: $expectedVersion) {
        ...MenuModifierScaleFields
      }
    }
  `,
  [MenuModifierScaleFields],
);

export const RemoveMenuSizeMutation = graphql(`
  mutation RemoveMenuSize($id: Int!, $expectedVersion: Int!) {
    removeMenuSize(sizeId: $id, expectedVersion: $expectedVersion)
  }
`);

export const RemoveMenuModifierGroupMutation = graphql(`
  mutation RemoveMenuModifierGroup($id: Int!, $expectedVersion: Int!) {
    removeMenuModifierGroup(modifierGroupId: $id, expectedVersion: $expectedVersion)
  }
`);

export const RemoveMenuModifierScaleMutation = graphql(`
  mutation RemoveMenuModifierScale($id: Int!, $expectedVersion: Int!) {
    removeMenuModifierScale(modifierScaleId: $id, expectedVersion: $expectedVersion)
  }
`);
