import { graphql } from '../../../lib/graphql.ts';

export const StoresQuery = graphql(`
  query Stores {
    stores {
      storeId
      name
      nickname
      address1
      city
      state
      zipCode
      timeZone
      oLOEnabled
      sunOpen
      sunClose
      monThruThursOpen
      monThruThursClose
      friOpen
      friClose
      satOpen
      satClose
    }
  }
`);
