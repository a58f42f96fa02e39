// What a failed GraphQL call means in the back office: the server's own sentence for an expected
// refusal, a plain one when no answer came back or the answer is no refusal of ours, and the current
// record of an edit conflict.
import { isErrorCode } from '@brewline/domain/messages/error-codes';
import { messages } from '@brewline/domain/messages/messages';
import type { CombinedError } from 'urql';
import type { ErrorCode } from './graphql.ts';

export const NO_ANSWER_MESSAGE = 'No answer from the server. Check the connection and try again.';

export function errorCode(error: CombinedError): ErrorCode | null {
  const code = error.graphQLErrors[0]?.extensions['code'];
  return isErrorCode(code) ? code : null;
}

/**
 * The server's message for an expected failure (one that carries our error code, written from the
 * catalogue). An error without one (a request GraphQL itself refused, naming variables and types)
 * is no sentence for staff: they read the chain's plain fallback instead.
 */
export function errorMessage(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (!first) return NO_ANSWER_MESSAGE;
  return errorCode(error) !== null && first.message ? first.message : messages.ALERT_FALLBACK();
}

/** EDIT_CONFLICT's current record (extensions.current), or null for any other failure. */
export function editConflictOf(error: CombinedError | undefined): unknown {
  const conflict = error?.graphQLErrors.find(
    (e) => e.extensions['code'] === ('EDIT_CONFLICT' satisfies ErrorCode),
  );
  return conflict ? (conflict.extensions['current'] ?? null) : null;
}
