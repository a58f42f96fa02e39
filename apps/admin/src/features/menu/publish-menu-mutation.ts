import { graphql } from '../../lib/graphql.ts';

export const PublishMenuMutation = graphql(`
  mutation PublishMenu($expectedDraftVersion: Int!) {
    publishMenu(expectedDraftVersion: $expectedDraftVersion) {
      version
      pricesWritten
      changes {
        kind
        name
      }
    }
  }
`);
