// The member's Brewline Cards with their balances, for the payment-options choice and the card
// picker. Asked from the network each time: a balance the picker shows must be the one the server
// will debit (another order, a reload or a combine may have moved it since).
import { graphql, type ResultOf } from '../../../lib/graphql.ts';

export const CheckoutCardsQuery = graphql(`
  query CheckoutCards {
    session {
      id
      profile {
        id
        cards {
          cardNumber
          balanceCents
          isDefault
        }
      }
    }
  }
`);

export type CheckoutCard = NonNullable<
  ResultOf<typeof CheckoutCardsQuery>['session']['profile']
>['cards'][number];
