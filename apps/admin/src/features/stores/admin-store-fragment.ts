import { graphql } from '../../lib/graphql.ts';

/** Everything the store editor shows and saves, and the preview beside the hours. */
export const AdminStoreFields = graphql(`
  fragment AdminStoreFields on AdminStore {
    storeId
    version
    name
    nickname
    address1
    address2
    city
    state
    zipCode
    phone
    timeZone
    wiFi
    driveThru
    oLOEnabled
    inStorePickup
    driveThruPickup
    parkingLotPickup
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
    makeMinutes
    taxRateMicros
    statusAt
    preview {
      status
      label
      days {
        date
        dateLabel
        hours
        reason
      }
    }
  }
`);
