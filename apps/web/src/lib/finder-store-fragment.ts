import { graphql, type FragmentOf } from './graphql.ts';

/** What a Find a Store result shows: address, open state decided by the server, online ordering, hours. */
export const FinderStoreFragment = graphql(`
  fragment FinderStore on Store {
    storeId
    nickname
    address1
    address2
    city
    state
    zipCode
    oLOEnabled
    status
    statusLabel
    sunOpen
    sunClose
    monThruThursOpen
    monThruThursClose
    friOpen
    friClose
    satOpen
    satClose
    specialHours {
      date
      closed
      open
      close
      reason
      hours
    }
  }
`);

export type FinderStoreData = FragmentOf<typeof FinderStoreFragment>;
