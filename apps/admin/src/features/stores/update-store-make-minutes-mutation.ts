import { graphql } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export const UpdateStoreMakeMinutesMutation = graphql(
  `
    mutation UpdateStoreMakeMinutes($storeId: Int!, $expectedVersion: Int!, $makeMinutes: Int!) {
      updateStoreMakeMinutes(
        storeId: $storeId
        expectedVersion: $expectedVersion
        makeMinutes: $makeMinutes
      ) {
        ...AdminStoreFields
      }
    }
  `,
  [AdminStoreFields],
);
