// Asks for the member's cards ahead of the cards page, which waits for them before its largest paint
// (the feature's routes.tsx), beside the member's session instead of after
// it, the page's code and its first render. The same query as useMemberCards (no variables), so the
// page's first read finds this answer (lib/prefetched-query.ts).
import { sharedGraphQLClient } from '../../../lib/graphql-client.ts';
import { prefetchQuery } from '../../../lib/prefetched-query.ts';
import { MemberCardsQuery } from './member-cards-query.ts';

export function prefetchMemberCards(): void {
  void prefetchQuery(sharedGraphQLClient(), MemberCardsQuery, {});
}
