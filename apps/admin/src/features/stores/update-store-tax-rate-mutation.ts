import { graphql } from '../../lib/graphql.ts';
import { AdminStoreFields } from './admin-store-fragment.ts';

export const UpdateStoreTaxRateMutation = graphql(
  `
    mutation UpdateStoreTaxRate($storeId: Int!, $expectedVersion: Int!, $taxRateMicros: Int!) {
      updateStoreTaxRate(
        storeId: $storeId
        expectedVersion: $expectedVersion
        taxRateMicros: $taxRateMicros
      ) {
        ...AdminStoreFields
      }
    }
  `,
  [AdminStoreFields],
);
