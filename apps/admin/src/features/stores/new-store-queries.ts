import { graphql } from '../../lib/graphql.ts';

/** What the new-store form offers: a free store number and the chain's regions. */
export const NewStoreChoicesQuery = graphql(`
  query NewStoreChoices {
    newStoreChoices {
      suggestedStoreId
      regions {
        regionId
        name
      }
    }
  }
`);

/** A ZIP code's city, state, position and suggested time zone (null: the data does not know it). */
export const ZipLocationQuery = graphql(`
  query ZipLocation($zipCode: String!) {
    zipLocation(zipCode: $zipCode) {
      zipCode
      city
      state
      latitude
      longitude
      timeZone
    }
  }
`);

export const CreateStoreMutation = graphql(`
  mutation CreateStore($store: CreateStoreInput!) {
    createStore(store: $store) {
      storeId
    }
  }
`);
