// What a failed GraphQL call means for the customer: the API's expected failures carry a code and the
// catalogue's message in `extensions`; anything else goes through the generic alert rule.
import { alertMessage } from '@brewline/domain/messages/alerts';
import { isErrorCode } from '@brewline/domain/messages/error-codes';
import type { CombinedError } from '@urql/core';
import type { ErrorCode } from './graphql.ts';

export interface ApiFailure {
  /** The API's code (STORE_CLOSED, ITEMS_UNAVAILABLE, ...), or null for an unexpected failure. */
  readonly code: ErrorCode | null;
  readonly message: string;
  /** ITEMS_UNAVAILABLE: the cart lines to remove. */
  readonly lineIds: readonly string[];
  /** No answer came back: the server may or may not have acted. */
  readonly network: boolean;
}

export function describeApiError(error: CombinedError): ApiFailure {
  const first = error.graphQLErrors[0];
  const extensions = first?.extensions ?? {};
  const code = isErrorCode(extensions['code']) ? extensions['code'] : null;
  const lineIds = Array.isArray(extensions['lineIds'])
    ? extensions['lineIds'].filter((id): id is string => typeof id === 'string')
    : [];
  const network = !first && !!error.networkError;
  return {
    code,
    message: alertMessage({ clientMessage: first?.message ?? null, networkError: network }),
    lineIds,
    network,
  };
}
