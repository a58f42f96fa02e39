// What an order's payment may look like (docs/product/ordering.md#order-payload,
// #card-selection), checked the same way by the payment step and by the server: Brewline Cards only
// (their payments add up to exactly the total), a credit card only, or nothing at all when a reward
// left nothing to pay. Mixing cards with a credit card is not a flow the spec has, so it is
// refused.
import { BRAND_NAME, messages } from '../messages/messages.ts';
import { err, ok, type Result } from '../lib/result.ts';
import { CARD_NUMBER_LENGTH, type CardPayment } from '../cards-and-rewards/brewline-cards.ts';

/** More cards than anyone holds; a payload beyond it is not a real checkout. */
export const MAX_CARDS_PER_ORDER = 10;

const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_LENGTH}}$`);

export type OrderPaymentPlan =
  | { readonly kind: 'cards'; readonly payments: readonly CardPayment[] }
  | { readonly kind: 'credit-card' }
  | { readonly kind: 'none' };

export type OrderPaymentError =
  | 'PAYMENT_MIXED'
  | 'PAYMENT_MISSING'
  | 'PAYMENT_NOT_NEEDED'
  | 'CARD_PAYMENTS_INVALID'
  | 'CARD_PAYMENTS_NOT_TOTAL'
  | 'CARDS_NEED_SIGN_IN';

export interface OrderPaymentInput {
  readonly totalCents: number;
  readonly signedIn: boolean;
  readonly hasCreditCard: boolean;
  readonly cardPayments: readonly CardPayment[];
}

/** '12345678901234' -> '1234': how messages name a card without showing its whole number. */
export function cardLastFour(cardNumber: string): string {
  return cardNumber.slice(-4);
}

function validCardPayments(payments: readonly CardPayment[]): boolean {
  if (payments.length > MAX_CARDS_PER_ORDER) return false;
  const numbers = new Set(payments.map((payment) => payment.cardNumber));
  if (numbers.size !== payments.length) return false;
  return payments.every(
    (payment) =>
      CARD_NUMBER.test(payment.cardNumber) &&
      Number.isSafeInteger(payment.amountCents) &&
      payment.amountCents > 0,
  );
}

/** Which way the order is paid, or why the payment part of the payload cannot be taken. */
export function orderPaymentPlan(
  input: OrderPaymentInput,
  brand: string = BRAND_NAME,
): Result<OrderPaymentPlan, OrderPaymentError> {
  const usesCards = input.cardPayments.length > 0;
  if (usesCards && input.hasCreditCard) return err('PAYMENT_MIXED', messages.PAYMENT_ONE_METHOD({ brand }));
  if (input.totalCents === 0) {
    // A reward paid for everything: there is nothing to charge, so nothing may be charged.
    return usesCards || input.hasCreditCard
      ? err('PAYMENT_NOT_NEEDED', messages.PAYMENT_VERIFY())
      : ok({ kind: 'none' });
  }
  if (input.hasCreditCard) return ok({ kind: 'credit-card' });
  if (!usesCards) return err('PAYMENT_MISSING', messages.PAYMENT_VERIFY());
  if (!input.signedIn) return err('CARDS_NEED_SIGN_IN', messages.CARD_PAYMENT_SIGN_IN({ brand }));
  if (!validCardPayments(input.cardPayments)) return err('CARD_PAYMENTS_INVALID', messages.PAYMENT_VERIFY());
  const paid = input.cardPayments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (paid < input.totalCents) {
    return err(
      'CARD_PAYMENTS_NOT_TOTAL',
      messages.BALANCE_DUE_NOT_COVERED({ brand, amountCents: input.totalCents - paid }),
    );
  }
  // More than the total: the cards would pay for something that is not in the order.
  if (paid > input.totalCents) return err('CARD_PAYMENTS_NOT_TOTAL', messages.PAYMENT_VERIFY());
  return ok({ kind: 'cards', payments: input.cardPayments });
}
