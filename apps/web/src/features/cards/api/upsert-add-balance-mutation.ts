import { graphql } from '../../../lib/graphql.ts';
import { MemberCardFields } from './member-card-fields.ts';

/** Records a paid reload on its card; calling it again for the same payment adds nothing. */
export const UpsertAddBalanceMutation = graphql(
  `
    mutation UpsertAddBalance($paymentIntentId: String!, $giftCardNumber: String!, $balanceToAdd: Int!) {
      upsertAddBalance(
        paymentIntentId: $paymentIntentId
        giftCardNumber: $giftCardNumber
        balanceToAdd: $balanceToAdd
      ) {
        message
        added
        card {
          ...MemberCardFields
        }
      }
    }
  `,
  [MemberCardFields],
);
