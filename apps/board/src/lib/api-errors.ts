// What a failed GraphQL call means on the board: a revoked credential sends the screen back to
// pairing; anything else is shown on the card or panel that asked, in the server's words.
import { isErrorCode } from '@brewline/domain/messages/error-codes';
import type { CombinedError } from '@urql/core';
import type { ErrorCode } from './graphql.ts';

export const TERMINAL_UNAUTHORIZED: ErrorCode = 'TERMINAL_UNAUTHORIZED';

export function errorCode(error: CombinedError): ErrorCode | null {
  const code = error.graphQLErrors[0]?.extensions['code'];
  return isErrorCode(code) ? code : null;
}

export function isTerminalUnauthorized(error: CombinedError): boolean {
  return error.graphQLErrors.some((e) => e.extensions['code'] === TERMINAL_UNAUTHORIZED);
}

/** The server's message for an expected failure; a plain sentence when no answer came back. */
export function boardErrorMessage(error: CombinedError): string {
  const first = error.graphQLErrors[0];
  if (first?.message) return first.message;
  return 'No answer from the server. Check the connection and try again.';
}
