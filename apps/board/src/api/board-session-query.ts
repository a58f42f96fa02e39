// Who this screen is: its store and terminal, as the server knows the credential.
import { graphql } from '../lib/graphql.ts';

export const BoardSessionQuery = graphql(`
  query BoardSession {
    boardSession {
      storeId
      termId
      storeName
      city
      state
    }
  }
`);
