import { graphql } from '../../../lib/graphql.ts';
import { MemberCardFields } from './member-card-fields.ts';

export const AddCardMutation = graphql(
  `
    mutation AddCard($cardNumber: String!) {
      addCard(cardNumber: $cardNumber) {
        message
        cards {
          ...MemberCardFields
        }
      }
    }
  `,
  [MemberCardFields],
);
