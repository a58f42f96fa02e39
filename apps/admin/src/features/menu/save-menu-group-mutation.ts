import { graphql } from '../../lib/graphql.ts';

export const SaveMenuGroupMutation = graphql(`
  mutation SaveMenuGroup($group: MenuGroupInput!, $expectedVersion: Int) {
    saveMenuGroup(group: $group, expectedVersion: $expectedVersion) {
      id
      name
      version
    }
  }
`);
