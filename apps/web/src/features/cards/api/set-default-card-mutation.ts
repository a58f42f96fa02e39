import { graphql } from '../../../lib/graphql.ts';
import { MemberCardFields } from './member-card-fields.ts';

export const SetDefaultCardMutation = graphql(
  `
    mutation SetDefaultCard($cardNumber: String!) {
      setDefaultCard(cardNumber: $cardNumber) {
        message
        cards {
          ...MemberCardFields
        }
      }
    }
  `,
  [MemberCardFields],
);
