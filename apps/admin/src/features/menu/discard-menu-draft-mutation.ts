import { graphql } from '../../lib/graphql.ts';

export const DiscardMenuDraftMutation = graphql(`
  mutation DiscardMenuDraft {
    discardMenuDraft
  }
`);
