import { graphql } from '../../../lib/graphql.ts';
import { MemberCardFields } from './member-card-fields.ts';

/** Moves the whole balance of one of the member's cards onto another of theirs. */
export const CombineCardsMutation = graphql(
  `
    mutation CombineCards($fromCardNumber: String!, $toCardNumber: String!) {
      combineCards(fromCardNumber: $fromCardNumber, toCardNumber: $toCardNumber) {
        message
        cards {
          ...MemberCardFields
        }
      }
    }
  `,
  [MemberCardFields],
);
