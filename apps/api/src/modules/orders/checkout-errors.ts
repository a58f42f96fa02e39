// Refusals of a checkout that the app acts on beyond showing the message: a Brewline Card that can no
// longer pay its part (the app reloads the cards so the customer picks again) and a claimed reward
// that can no longer be used (the app drops it from the order). Same shape as userError.
import { GraphQLError } from 'graphql';

export type CheckoutErrorCode = 'CARD_PAYMENT_REFUSED' | 'REWARD_UNAVAILABLE';

export function checkoutError(
  code: CheckoutErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}
