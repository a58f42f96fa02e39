import { graphql } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export const UpdateStoreOrderingMutation = graphql(
  `
    mutation UpdateStoreOrdering($storeId: Int!, $expectedVersion: Int!, $ordering: StoreOrderingInput!) {
      updateStoreOrdering(storeId: $storeId, expectedVersion: $expectedVersion, ordering: $ordering) {
        ...AdminStoreFields
      }
    }
  `,
  [AdminStoreFields],
);
