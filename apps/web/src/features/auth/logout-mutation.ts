import { graphql } from '../../lib/graphql.ts';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
