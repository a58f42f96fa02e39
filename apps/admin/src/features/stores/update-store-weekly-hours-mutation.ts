import { graphql } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export const UpdateStoreWeeklyHoursMutation = graphql(
  `
    mutation UpdateStoreWeeklyHours($storeId: Int!, $expectedVersion: Int!, $hours: WeeklyHoursInput!) {
      updateStoreWeeklyHours(storeId: $storeId, expectedVersion: $expectedVersion, hours: $hours) {
        ...AdminStoreFields
      }
    }
  `,
  [AdminStoreFields],
);
