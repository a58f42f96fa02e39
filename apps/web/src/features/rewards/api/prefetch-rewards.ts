// Asks for the member's rewards ahead of the rewards page, which waits for them before its largest
// paint (the feature's routes.tsx), beside the member's session instead of after it, the page's code and
// its first render. The same query as useRewards (no variables), so the page's first read finds this
// answer (lib/prefetched-query.ts).
import { sharedGraphQLClient } from '../../../lib/graphql-client.ts';
import { prefetchQuery } from '../../../lib/prefetched-query.ts';
import { RewardsQuery } from './rewards-query.ts';

export function prefetchRewards(): void {
  void prefetchQuery(sharedGraphQLClient(), RewardsQuery, {});
}
