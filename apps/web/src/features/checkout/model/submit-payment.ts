// COMPLETE ORDER on the payment step: nothing to pay when a reward paid it all; the Brewline Cards
// picked when they cover the total (domain brewline-cards.ts); Stripe's confirmer once its form is
// drawn; else the sandbox card form, checked here first so a mistyped card moves no money.
import { BRAND_NAME } from '@brewline/domain/messages/messages';
import { checkCardCheckout, type CardAllocation } from '@brewline/domain/cards-and-rewards/brewline-cards';
import { validateCardForm, type CardFormInput } from '@brewline/domain/validation/payment-card';
import type { FieldErrors } from '@brewline/domain/validation/field-errors';
import { confirmSandboxPayment } from '../../../lib/confirm-sandbox-payment.ts';
import type { PaymentConfirmer } from '../../../lib/payment-confirmer.ts';
import type { CompleteOrder } from './use-complete-order.ts';

export interface PaymentSubmission {
  readonly order: CompleteOrder;
  readonly nothingToPay: boolean;
  readonly paysWithCards: boolean;
  readonly selected: readonly string[];
  readonly allocation: CardAllocation;
  readonly stripeKey: string | null;
  readonly stripeConfirmer: PaymentConfirmer | null;
  readonly card: CardFormInput;
  readonly setCardErrors: (errors: FieldErrors) => void;
}

export function submitPayment(submission: PaymentSubmission): void {
  const { order, nothingToPay, paysWithCards, selected, allocation, stripeKey, stripeConfirmer } = submission;
  if (nothingToPay) {
    void order.submitWithout({ kind: 'none' });
    return;
  }
  if (paysWithCards) {
    const checked = checkCardCheckout(selected, allocation, BRAND_NAME);
    if (!checked.ok) {
      order.setError(checked.message);
      return;
    }
    void order.submitWithout({ kind: 'cards', payments: checked.value });
    return;
  }
  if (stripeKey) {
    if (stripeConfirmer) void order.submit(stripeConfirmer);
    return;
  }
  const checked = validateCardForm(submission.card, new Date());
  if (!checked.ok) {
    submission.setCardErrors(checked.errors);
    return;
  }
  submission.setCardErrors({});
  void order.submit((intent) =>
    confirmSandboxPayment(intent.paymentIntentId, intent.clientSecret, checked.value),
  );
}
