// Expected failures reach clients as GraphQL errors with a stable code and a message a person can
// read; anything else is logged and answered with the generic message, never a stack trace.
import { GraphQLError } from 'graphql';
import mercurius from 'mercurius';

export type UserErrorCode =
  | 'INVALID_CART'
  | 'STORE_NOT_FOUND'
  | 'GLOBAL_STORE'
  | 'STORE_CLOSED'
  | 'STORE_NOT_ACCEPTING'
  | 'PICKUP_METHOD_UNAVAILABLE'
  | 'ITEMS_UNAVAILABLE'
  | 'AMOUNT_MISMATCH'
  | 'PAYMENT_NOT_SUCCEEDED'
  | 'INVALID_ORDER'
  | 'ORDER_NOT_FOUND'
  | 'PAYMENT_NOT_FOUND'
  | 'TERMINAL_UNAUTHORIZED'
  | 'INVALID_TRANSITION'
  | 'RATE_LIMITED'
  | 'INVALID_INPUT'
  | 'QUERY_TOO_COSTLY'
  /** A heavy query refused while the server's budget for heavy queries in flight is spent (503). */
  | 'SERVER_BUSY'
  /** Signed in, but not staff, or staff without this permission or store. */
  | 'FORBIDDEN'
  /** Someone else saved the record since it was read; the error carries the record as it is now. */
  | 'EDIT_CONFLICT';

export function userError(
  code: UserErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * A refusal made before execution (in a Mercurius hook) that also sets the HTTP status: Mercurius
 * answers a request refused by one such error with its `statusCode` (429 for RATE_LIMITED). Errors
 * raised in resolvers keep HTTP 200, as GraphQL over HTTP asks, and use `userError`.
 */
export function refusalWithStatus(
  code: UserErrorCode,
  message: string,
  statusCode: number,
  extra: Record<string, unknown> = {},
): Error {
  return new mercurius.ErrorWithProps(message, { code, ...extra }, statusCode);
}

/**
 * A save refused because someone else saved the same record since it was read (optimistic
 * concurrency: every record the back office edits has a `version`, and a save names the version it
 * started from). `current` is the record as it is now, so the back office shows what changed and
 * keeps the person's own edits in the form.
 */
export function editConflict(what: string, current: unknown): GraphQLError {
  return userError(
    'EDIT_CONFLICT',
    `Someone else saved this ${what} while you were editing it. Their version is shown beside yours; nothing was saved.`,
    { current },
  );
}
