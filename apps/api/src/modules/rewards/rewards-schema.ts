// Rewards GraphQL (docs/product/account.md#rewards-page, #claimed-reward,
// #claim-and-remove-a-reward): the `rewards` query, `claimReward` and `removeClaimedReward`.
// Members only; no operation takes a member id: the member is the access token's subject, so nobody
// can spend someone else's points or remove someone else's reward.
// Each type lives in a file of its own; this puts them together.
import type { Builder } from '../../graphql/builder.ts';
import type { ClosedSetEnums } from '../../graphql/closed-set-enums.ts';
import { addRewardsTypes } from './rewards-page-schema.ts';
import { addRewardsOperations } from './rewards-operations-schema.ts';

export function addRewardsSchema(builder: Builder, enums: ClosedSetEnums): void {
  addRewardsOperations(builder, addRewardsTypes(builder, enums));
}
