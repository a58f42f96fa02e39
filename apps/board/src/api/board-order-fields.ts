// Everything a card shows about an order, shared by the list query, the live events and the
// mutations so an order reads the same wherever it came from. Unmasked: the board keeps whole orders.
import { graphql } from '../lib/graphql.ts';

export const BoardOrderFields = graphql(`
  fragment BoardOrderFields on BoardOrder @_unmask {
    id
    displayId
    status
    pickupName
    pickupLocation
    car {
      make
      model
      color
    }
    time
    makeTime
    timePlaced
    total
    items {
      productId
      productName
      sizeName
      versionName
      quantity
      modifiers {
        name
        quantity
      }
    }
    nextStatuses
  }
`);
