import { graphql } from '../../lib/graphql.ts';

export const LogoutMutation = graphql(`
  mutation AdminLogout {
    logout
  }
`);
