import { graphql } from '../../lib/graphql.ts';

export const PairTerminalMutation = graphql(`
  mutation PairTerminal($storeId: Int!, $termId: Int!) {
    pairTerminal(storeId: $storeId, termId: $termId) {
      credentialId
      code
      expiresAt
    }
  }
`);
