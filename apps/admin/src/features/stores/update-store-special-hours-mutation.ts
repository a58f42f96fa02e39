import { graphql } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export const UpdateStoreSpecialHoursMutation = graphql(
  `
    mutation UpdateStoreSpecialHours(
      $storeId: Int!
      $expectedVersion: Int!
      $specialHours: [SpecialHoursInput!]!
    ) {
      updateStoreSpecialHours(
        storeId: $storeId
        expectedVersion: $expectedVersion
        specialHours: $specialHours
      ) {
        ...AdminStoreFields
      }
    }
  `,
  [AdminStoreFields],
);
