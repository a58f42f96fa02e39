import { graphql } from '../../../lib/graphql.ts';
import { FinderStoreFragment } from '../../../lib/finder-store-fragment.ts';

/** Every store: what the finder lists before the customer searches. */
export const StoresQuery = graphql(
  `
    query Stores {
      stores {
        ...FinderStore
      }
    }
  `,
  [FinderStoreFragment],
);
