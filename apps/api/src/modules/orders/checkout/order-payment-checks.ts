// The payment side of sendCustomerOrder (send-customer-order.ts): that the card payment succeeded for
// exactly this cart and total, that each Brewline Card is the member's and holds its part, and what
// the customer hears when the placing statement could not take the money.
import { cardLastFour, type OrderPaymentError } from '@brewline/domain/orders/order-payment-plan';
import { BRAND_NAME, messages } from '@brewline/domain/messages/messages';
import type { Db } from '../../../db/client.ts';
import type { PaymentProvider } from '../../../payments/payment-provider.ts';
import { memberCardBalances } from '../../cards/order-card-payments.ts';
import type { PlaceOutcome } from './order-placement.ts';
import type { ErrorCode } from '@brewline/domain/messages/error-codes';
import { Refusal } from '@brewline/domain/messages/refusal';

export const PAYMENT_ERROR_CODES: Record<OrderPaymentError, ErrorCode> = {
  PAYMENT_MIXED: 'INVALID_ORDER',
  PAYMENT_MISSING: 'INVALID_ORDER',
  PAYMENT_NOT_NEEDED: 'INVALID_ORDER',
  CARD_PAYMENTS_INVALID: 'INVALID_ORDER',
  CARD_PAYMENTS_NOT_TOTAL: 'INVALID_ORDER',
  CARDS_NEED_SIGN_IN: 'INVALID_ORDER',
};

/**
 * The card payment's intent id when it can pay this order: for exactly the total and, with Stripe,
 * succeeded for this cart (asked of the provider first; the placing statement's claim checks again).
 * With the sandbox our record is the payment: the placing statement claims it only if it succeeded,
 * for this cart and exactly this total. Otherwise the customer's error.
 */
export async function creditCardPaymentFor(
  payments: PaymentProvider,
  creditCard: { amount: number; token: string },
  totalCents: number,
  cartId: string,
): Promise<{ paymentIntentId: string } | { refusal: Refusal }> {
  if (creditCard.amount !== totalCents)
    return { refusal: new Refusal('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL()) };
  if (!payments.recordIsAuthoritative) {
    const payment = await payments.retrieve(creditCard.token);
    if (
      !payment ||
      payment.status !== 'succeeded' ||
      payment.amountCents !== totalCents ||
      payment.cartId !== cartId
    ) {
      return { refusal: new Refusal('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL()) };
    }
  }
  return { paymentIntentId: creditCard.token };
}

/** Why placeOrder did not place the order (and no order holds its cart), as the customer hears it. */
export function outcomeError(outcome: Exclude<PlaceOutcome, { kind: 'placed' }>): Refusal {
  switch (outcome.kind) {
    case 'card_refused':
      return new Refusal(
        'CARD_PAYMENT_REFUSED',
        messages.CARD_BALANCE_TOO_LOW({ brand: BRAND_NAME, lastFour: cardLastFour(outcome.cardNumber) }),
        { cardLastFour: cardLastFour(outcome.cardNumber) },
      );
    case 'reward_taken':
      return new Refusal('REWARD_UNAVAILABLE', messages.REWARD_NOT_AVAILABLE());
    case 'not_placed':
      // The card payment was not there to take: not succeeded, another amount or cart, or refunded.
      return new Refusal('PAYMENT_NOT_SUCCEEDED', messages.PAYMENT_UNSUCCESSFUL());
  }
}

/**
 * Each card must be the member's and hold its amount now. The order's transaction checks the
 * balances again with conditional updates (this read is no lock): this only answers the common case
 * early, naming the card, before anything is written.
 */
export async function checkCardsOfMember(
  db: Db,
  memberId: string,
  payments: readonly { cardNumber: string; amountCents: number }[],
): Promise<Refusal | null> {
  const balances = await memberCardBalances(
    db,
    memberId,
    payments.map((payment) => payment.cardNumber),
  );
  for (const payment of payments) {
    const lastFour = cardLastFour(payment.cardNumber);
    const balance = balances.get(payment.cardNumber);
    const message =
      balance === undefined
        ? messages.CARD_NOT_ON_ACCOUNT({ brand: BRAND_NAME, lastFour })
        : balance < payment.amountCents
          ? messages.CARD_BALANCE_TOO_LOW({ brand: BRAND_NAME, lastFour })
          : null;
    if (message) return new Refusal('CARD_PAYMENT_REFUSED', message, { cardLastFour: lastFour });
  }
  return null;
}
