// Expected failures of the member operations, as GraphQL errors with a stable code and the
// catalogue's message; form failures also carry every field's first message.
import { GraphQLError } from 'graphql';

export type MemberErrorCode =
  | 'UNAUTHENTICATED'
  | 'INVALID_INPUT'
  | 'WRONG_PASSWORD'
  | 'LOCKED_OUT'
  | 'EMAIL_TAKEN'
  | 'PASSWORD_MANAGED_ELSEWHERE'
  | 'ACCOUNT_NOT_FOUND';

export function memberError(
  code: MemberErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** A form's field messages: the error's message is the first, `fieldErrors` has them all by field. */
export function invalidInput(fieldErrors: Readonly<Record<string, string>>): GraphQLError {
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  return memberError('INVALID_INPUT', first, { fieldErrors });
}
