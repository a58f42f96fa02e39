// One order with everything its page shows: always read from the network, so a reload shows the
// status stored now.
import { graphql, type ResultOf } from '../../../lib/graphql.ts';

export const OrderQuery = graphql(`
  query Order($id: String!) {
    order(id: $id) {
      id
      storeId
      pickupLocation
      pickupName
      timePlaced
      status
      time
      subTotal
      taxAmount
      total
      items {
        productId
        productName
        image
        sizeName
        versionName
        quantity
        price
        modifiers {
          name
          quantity
        }
      }
      creditCardPayments {
        id
        identifier
        amount
      }
      car {
        make
        model
        color
      }
      store {
        storeId
        name
        nickname
        address1
        city
        state
        phone
        timeZone
      }
    }
  }
`);

export type OrderDetail = NonNullable<ResultOf<typeof OrderQuery>['order']>;
