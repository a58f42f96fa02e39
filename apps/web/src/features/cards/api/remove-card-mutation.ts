import { graphql } from '../../../lib/graphql.ts';
import { MemberCardFields } from './member-card-fields.ts';

export const RemoveCardMutation = graphql(
  `
    mutation RemoveCard($cardNumber: String!) {
      removeCard(cardNumber: $cardNumber) {
        message
        cards {
          ...MemberCardFields
        }
      }
    }
  `,
  [MemberCardFields],
);
