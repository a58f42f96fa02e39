import { graphql } from '../../lib/graphql.ts';

export const RevokeTerminalCredentialMutation = graphql(`
  mutation RevokeTerminalCredential($storeId: Int!, $credentialId: Int!) {
    revokeTerminalCredential(storeId: $storeId, credentialId: $credentialId) {
      id
      state
      revokedAt
    }
  }
`);
