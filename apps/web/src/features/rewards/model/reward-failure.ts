// What the rewards page says when a claim or removal fails: the server's own words for the refusals
// a member can act on (not enough points, already used), otherwise the spec's message
// (docs/product/account.md#messages).
import { messages } from '@brewline/domain/messages/messages';
import type { CombinedError } from '@urql/core';
import { describeApiError } from '../../../lib/graphql-errors.ts';

const SPECIFIC_CODES = new Set(['NOT_ENOUGH_POINTS', 'REWARD_ALREADY_USED']);

export function rewardFailureMessage(error: CombinedError): string {
  const failure = describeApiError(error);
  return failure.code && SPECIFIC_CODES.has(failure.code) ? failure.message : messages.REWARD_CLAIM_FAILED();
}

/** The server answered (with a refusal): sending the same request again would be refused again. */
export function serverAnswered(error: CombinedError): boolean {
  return error.graphQLErrors.length > 0;
}
