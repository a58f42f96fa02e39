import { graphql } from '../../lib/graphql.ts';

export const StoreTerminalsQuery = graphql(`
  query StoreTerminals($storeId: Int!) {
    storeTerminals(storeId: $storeId) {
      termId
      name
      status
      lastSeenAt
    }
    terminalCredentials(storeId: $storeId) {
      id
      termId
      terminalName
      state
      createdAt
      pairedAt
      revokedAt
      codeExpiresAt
    }
  }
`);
