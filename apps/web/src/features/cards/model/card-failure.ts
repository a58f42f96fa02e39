// What a failed card call means on screen. An account disabled for suspicious card numbers is answered
// with HTTP 418 and the code ACCOUNT_SUSPENDED (docs/product/account.md#messages): the app shows
// the modal for it, whichever card call met it. Anything else is a message, by the generic alert
// rule.
import type { CombinedError } from 'urql';
import { describeApiError } from '../../../lib/graphql-errors.ts';

export const SUSPENDED_STATUS = 418;

export interface CardFailure {
  readonly suspended: boolean;
  readonly message: string;
  /** The Add Another Card field's message ('Invalid Brewline Card Number'), when it is about the field. */
  readonly fieldError: string | null;
  /** No answer came back: the server may or may not have acted. */
  readonly network: boolean;
}

function httpStatus(error: CombinedError): number | null {
  const response: unknown = error.response;
  if (typeof response !== 'object' || response === null || !('status' in response)) return null;
  return typeof response.status === 'number' ? response.status : null;
}

export function cardFailure(error: CombinedError): CardFailure {
  const described = describeApiError(error);
  const suspended = described.code === 'ACCOUNT_SUSPENDED' || httpStatus(error) === SUSPENDED_STATUS;
  const fields: unknown = error.graphQLErrors[0]?.extensions['fieldErrors'];
  const fieldError =
    typeof fields === 'object' &&
    fields !== null &&
    'cardNumber' in fields &&
    typeof fields.cardNumber === 'string'
      ? fields.cardNumber
      : null;
  return { suspended, message: described.message, fieldError, network: described.network };
}
