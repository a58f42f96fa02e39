// Expected failures of the reward operations, as GraphQL errors with a stable code and the
// catalogue's message (docs/product/account.md#messages: 'Could not complete this task. Please try
// again later.').
import { GraphQLError } from 'graphql';

export type RewardErrorCode =
  'INVALID_INPUT' | 'PLAN_NOT_FOUND' | 'NOT_ENOUGH_POINTS' | 'REWARD_NOT_FOUND' | 'REWARD_ALREADY_USED';

export function rewardError(
  code: RewardErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}
