import { graphql } from './graphql.ts';

export const AdminStoresQuery = graphql(`
  query AdminStores {
    stores {
      storeId
      name
      city
      state
      timeZone
    }
  }
`);
