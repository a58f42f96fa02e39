// Expected failures of the card operations: a stable code and the catalogue's message. A disabled
// account's refusal also carries HTTP 418 (docs/product/account.md#messages): Mercurius answers
// with the status code of a request's only error when no data came back, which is the case for
// every card operation (each is a non-null root field).
import { BRAND_NAME, messages, SUPPORT_EMAIL } from '@brewline/domain/messages';
import { GraphQLError } from 'graphql';

export type CardErrorCode =
  | 'INVALID_INPUT'
  | 'CARD_NOT_FOUND'
  | 'CARD_ALREADY_ADDED'
  | 'CARD_HAS_BALANCE'
  | 'COMBINE_REFUSED'
  | 'RELOAD_REFUSED'
  | 'ACCOUNT_SUSPENDED';

export function cardError(
  code: CardErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/** The Add Another Card form's message, the same for a mistyped, unknown or someone else's number. */
export function invalidCardNumber(field = 'cardNumber'): GraphQLError {
  const message = messages.INVALID_CARD_NUMBER({ brand: BRAND_NAME });
  return cardError('INVALID_INPUT', message, { fieldErrors: { [field]: message } });
}

/** What Mercurius reads to choose the HTTP status of the answer. */
class StatusGraphQLError extends GraphQLError {
  readonly statusCode: number;

  constructor(message: string, code: CardErrorCode, statusCode: number) {
    super(message, { extensions: { code } });
    this.statusCode = statusCode;
  }
}

export const SUSPENDED_HTTP_STATUS = 418;

export function suspendedAccount(): GraphQLError {
  return new StatusGraphQLError(
    messages.ACCOUNT_DISABLED({ email: SUPPORT_EMAIL }),
    'ACCOUNT_SUSPENDED',
    SUSPENDED_HTTP_STATUS,
  );
}
