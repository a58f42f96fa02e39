// Expected failures reach clients as GraphQL errors with a stable code and a message a person can
// read; anything else is logged and answered with the generic message, never a stack trace.
import { GraphQLError } from 'graphql';

export type UserErrorCode =
  | 'INVALID_CART'
  | 'STORE_NOT_FOUND'
  | 'GLOBAL_STORE'
  | 'STORE_CLOSED'
  | 'STORE_NOT_ACCEPTING'
  | 'ITEMS_UNAVAILABLE'
  | 'AMOUNT_MISMATCH'
  | 'PAYMENT_NOT_SUCCEEDED'
  | 'INVALID_ORDER'
  | 'ORDER_NOT_FOUND'
  | 'PAYMENT_NOT_FOUND'
  | 'TERMINAL_UNAUTHORIZED'
  | 'INVALID_TRANSITION';

export function userError(
  code: UserErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}
