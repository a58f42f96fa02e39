import { graphql } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export const UpdateStoreDetailsMutation = graphql(
  `
    mutation UpdateStoreDetails($storeId: Int!, $expectedVersion: Int!, $details: StoreDetailsInput!) {
      updateStoreDetails(storeId: $storeId, expectedVersion: $expectedVersion, details: $details) {
        ...AdminStoreFields
      }
    }
  `,
  [AdminStoreFields],
);
