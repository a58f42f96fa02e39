// What a failed GraphQL call means in the back office: the server's own sentence for an expected
// refusal, a plain one when no answer came back, and the current record of an edit conflict.
import { isErrorCode } from '@brewline/domain/messages/error-codes';
import type { CombinedError } from 'urql';
import type { ErrorCode } from './graphql.ts';

export function errorCode(error: CombinedError): ErrorCode | null {
  const code = error.graphQLErrors[0]?.extensions['code'];
  return isErrorCode(code) ? code : null;
}

/** The server's message for an expected failure; a plain sentence when no answer came back. */
export function errorMessage(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (first?.message) return first.message;
  return 'No answer from the server. Check the connection and try again.';
}

/** EDIT_CONFLICT's current record (extensions.current), or null for any other failure. */
export function editConflictOf(error: CombinedError | undefined): unknown {
  const conflict = error?.graphQLErrors.find(
    (e) => e.extensions['code'] === ('EDIT_CONFLICT' satisfies ErrorCode),
  );
  return conflict ? (conflict.extensions['current'] ?? null) : null;
}
