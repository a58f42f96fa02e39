// What the pickup details of an order show of its store and car (components/order-parts.tsx): one
// selection for the order page's query and the past order page's query.
import { graphql } from '../../../lib/graphql.ts';

export const PickupStoreFragment = graphql(`
  fragment PickupStore on Store {
    name
    nickname
    address1
    city
    state
    phone
  }
`);

export const PickupCarFragment = graphql(`
  fragment PickupCar on Car {
    make
    model
    color
  }
`);
