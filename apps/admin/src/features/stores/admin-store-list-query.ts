import { graphql } from '../../lib/graphql.ts';

export const AdminStoreListQuery = graphql(`
  query AdminStoreList {
    adminStores {
      storeId
      name
      nickname
      city
      state
      timeZone
      oLOEnabled
      makeMinutes
      specialHours {
        date
      }
      preview {
        label
      }
    }
  }
`);
