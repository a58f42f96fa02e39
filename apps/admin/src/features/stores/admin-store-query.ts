import { graphql } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export const AdminStoreQuery = graphql(
  `
    query AdminStore($storeId: Int!) {
      adminStore(storeId: $storeId) {
        ...AdminStoreFields
      }
    }
  `,
  [AdminStoreFields],
);
