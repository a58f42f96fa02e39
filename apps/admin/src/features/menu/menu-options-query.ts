import { graphql } from '../../lib/graphql.ts';

/** What products choose from, as the draft holds it, with the version each save must name. */
export const MenuOptionsQuery = graphql(`
  query MenuOptions {
    menuDraft {
      version
      sizes {
        id
        name
        ounces
        version
      }
      modifierGroups {
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
      modifierScales {
        id
        name
        version
        steps {
          id
          name
        }
      }
    }
  }
`);

export const SaveMenuSizeMutation = graphql(`
  mutation SaveMenuSize($size: MenuSizeInput!, $expectedVersion: Int) {
    saveMenuSize(size: $size, expectedVersion: $expectedVersion) {
      id
      name
      ounces
      version
    }
  }
`);

export const SaveMenuModifierGroupMutation = graphql(`
  mutation SaveMenuModifierGroup($group: MenuModifierGroupInput!, $expectedVersion: Int) {
    saveMenuModifierGroup(group: $group, expectedVersion: $expectedVersion) {
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
  }
`);

export const SaveMenuModifierScaleMutation = graphql(`
  mutation SaveMenuModifierScale($scale: MenuModifierScaleInput!, $expectedVersion: Int) {
    saveMenuModifierScale(scale: $scale, expectedVersion: $expectedVersion) {
      id
      name
      version
      steps {
        id
        name
      }
    }
  }
`);
